import { useId, useState, type SubmitEvent } from 'react';
import { signIn } from '../../api/auth.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import { panelWords } from '../../i18n/pl/panel.ts';
import { TextField } from '../shared/form/TextField.tsx';
import { PasswordField } from '../shared/form/PasswordField.tsx';
import { firstInvalid } from '../shared/form/first-invalid.ts';

/** The fields in the order the form shows them. */
const FIELDS = ['email', 'password'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const t = panelWords.login;

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = t.emailMissing;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = t.emailInvalid;
  if (!password) errors.password = t.passwordMissing;
  return errors;
}

/**
 * The sign-in form of the administrator panel: e-mail and password (with show/hide), checked here before any
 * request, and the backend's refusal in Polish. There is no registration: accounts are made by the system's
 * administrator.
 */
export function LoginForm({ titleId }: { titleId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(email, password);
    setFieldErrors(found);
    setErrors([]);
    const first = firstInvalid(FIELDS, found);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await signIn(email, password);
    setBusy(false);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h2 id={titleId} className="modal__title">
        {siteWords.admin.title}
      </h2>
      {errors.length > 0 && (
        <div className="alert alert--error" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <TextField
        id={`${id}-email`}
        label={t.email}
        error={fieldErrors.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        data-autofocus
      />
      <PasswordField
        id={`${id}-password`}
        label={t.password}
        error={fieldErrors.password}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        showLabel={t.showPassword}
        hideLabel={t.hidePassword}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
      <p className="hint login-form__note">{t.note}</p>
    </form>
  );
}
