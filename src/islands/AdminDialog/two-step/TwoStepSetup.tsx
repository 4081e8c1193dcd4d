import { useState } from 'react';
import { secretGroups, spelledGroups, startEnrolment, verifyCode, type Enrolment } from '../../../api/two-step.ts';
import { twoStepWords } from '../../../i18n/pl/two-step.ts';
import { fill } from '../../../i18n/message.ts';
import { CodeForm } from './CodeForm.tsx';

const t = twoStepWords.setup;

interface Props {
  /** Called once the factor is verified: the session is then at aal2. */
  onDone: () => void;
  /** A cancel button beside the confirm button, back to the start (not when setup is required). */
  cancellable?: boolean;
  /** The heading's level and id (the dialog's title when setup is required at sign-in). */
  heading: { level: 2 | 3; id?: string };
}

/**
 * 'Włącz weryfikację dwuetapową': a new TOTP factor, shown as a QR code (with a text alternative) and as its key in
 * groups of four for typing by hand or hearing with a screen reader, confirmed with the app's first code.
 */
export function TwoStepSetup({ onDone, cancellable, heading }: Props) {
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const Heading = heading.level === 2 ? 'h2' : 'h3';

  const start = async () => {
    setBusy(true);
    setError(undefined);
    const started = await startEnrolment();
    setBusy(false);
    if ('error' in started) setError(started.error);
    else setEnrolment(started);
  };

  return (
    <section className="two-step-setup" aria-labelledby={heading.id}>
      <Heading id={heading.id} className={heading.level === 2 ? 'modal__title' : undefined}>
        {t.title}
      </Heading>
      {!enrolment && (
        <>
          <p>{t.intro}</p>
          {error && (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => void start()} data-autofocus>
            {busy ? t.starting : t.start}
          </button>
        </>
      )}
      {enrolment && (
        <Enrol
          enrolment={enrolment}
          onDone={onDone}
          onCancel={cancellable ? () => setEnrolment(undefined) : undefined}
        />
      )}
    </section>
  );
}

interface EnrolProps {
  enrolment: Enrolment;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}

function Enrol({ enrolment, onDone, onCancel }: EnrolProps) {
  const groups = secretGroups(enrolment.secret);
  return (
    <>
      <p>{t.step1}</p>
      <img className="two-step-setup__qr" src={enrolment.qrCode} alt={t.qrAlt} width="200" height="200" />
      <p>{t.step2}</p>
      <p className="two-step-setup__secret">
        <span className="visually-hidden">{fill.pl(t.secretSpoken, { groups: spelledGroups(groups) })}</span>
        <code aria-hidden="true" data-secret={enrolment.secret}>
          {groups.join(' ')}
        </code>
      </p>
      <p>{t.step3}</p>
      <CodeForm
        submitLabel={t.confirm}
        focusOnShow
        onCode={async (code) => {
          const outcome = await verifyCode(enrolment.factorId, code);
          if (outcome.ok) onDone();
          return outcome;
        }}
        actions={
          onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t.cancel}
            </button>
          )
        }
      />
    </>
  );
}
