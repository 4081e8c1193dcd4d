import { useEffect, useId, useState, type ReactNode, type SubmitEvent } from 'react';
import type { Outcome } from '../../../api/two-step.ts';
import { twoStepWords } from '../../../i18n/pl/two-step.ts';
import { TextField } from '../../shared/form/TextField.tsx';

const t = twoStepWords.code;

interface Props {
  submitLabel: string;
  submittingLabel?: string;
  /** Checks the code (six digits, spaces removed); an error stays on the form in Polish. */
  onCode: (code: string) => Promise<Outcome>;
  /** Focus the field when the form appears (the step after the password). */
  focusOnShow?: boolean;
  /** Buttons beside the submit button. */
  actions?: ReactNode;
}

function codeError(code: string): string | undefined {
  if (code === '') return t.missing;
  return /^\d{6}$/.test(code) ? undefined : t.invalidFormat;
}

/**
 * One six-digit code from an authenticator app: a numeric keyboard on phones, filled in by the phone's own code
 * suggestion where it offers one, checked here before it is sent; the backend's refusal stays on the form.
 */
export function CodeForm({ submitLabel, submittingLabel = t.submitting, onCode, focusOnShow, actions }: Props) {
  const id = useId();
  const focusField = () => document.getElementById(`${id}-code`)?.focus();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (focusOnShow) document.getElementById(`${id}-code`)?.focus();
  }, [focusOnShow, id]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = code.replace(/\s+/g, '');
    const found = codeError(clean);
    setFieldError(found);
    setError(undefined);
    if (found) {
      focusField();
      return;
    }
    setBusy(true);
    const outcome = await onCode(clean);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.error);
      setCode('');
      focusField();
    }
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <TextField
        id={`${id}-code`}
        label={t.label}
        hint={t.hint}
        error={fieldError}
        className="code-form__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        data-autofocus
      />
      <p className="modal__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? submittingLabel : submitLabel}
        </button>
        {actions}
      </p>
    </form>
  );
}
