import { useState } from 'react';
import { removeFactor } from '../../../api/two-step.ts';
import { twoStepWords } from '../../../i18n/pl/two-step.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import { CodeForm } from './CodeForm.tsx';
import { TwoStepSetup } from './TwoStepSetup.tsx';
import { useTwoStep } from './use-two-step.ts';

const t = twoStepWords;

/**
 * 'Weryfikacja dwuetapowa' in the panel: whether it is on, the factor, its removal after a fresh code (not while
 * the database makes it mandatory: then only `npm run admin:reset-mfa` removes it), or its setup; when it cannot be
 * read, a button that reads it again.
 */
export function TwoStepSection() {
  const twoStep = useTwoStep();
  const [removing, setRemoving] = useState(false);
  const [status, setStatus] = useState('');

  const done = (message: string) => {
    setRemoving(false);
    setStatus(message);
    twoStep.reload();
  };

  let body;
  if (twoStep.status === 'loading') body = <p role="status">{t.checking}</p>;
  else if (twoStep.status === 'error') {
    body = (
      <>
        <p className="alert alert--error">{t.errors.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={twoStep.reload}>
          {t.retry}
        </button>
      </>
    );
  } else {
    const { factors, required } = twoStep.data;
    const factor = factors[0];
    body = factor ? (
      <>
        <p>{t.section.on}</p>
        <ul>
          {factors.map((one) => (
            <li key={one.id}>
              {fill.pl(t.section.factor, {
                name: one.friendly_name || t.section.defaultName,
                date: formats.pl.dateLong(new Date(one.created_at)),
              })}
            </li>
          ))}
        </ul>
        {required && <p className="hint">{t.section.requiredNote}</p>}
        {!required && !removing && (
          <button type="button" className="button button--secondary" onClick={() => setRemoving(true)}>
            {t.section.remove}
          </button>
        )}
        {!required && removing && (
          <>
            <p>{t.section.removeIntro}</p>
            <CodeForm
              submitLabel={t.section.removeConfirm}
              submittingLabel={t.section.removing}
              focusOnShow
              onCode={async (code) => {
                const outcome = await removeFactor(factor.id, code);
                if (outcome.ok) done(t.section.removed);
                return outcome;
              }}
              actions={
                <button type="button" className="button button--secondary" onClick={() => setRemoving(false)}>
                  {t.setup.cancel}
                </button>
              }
            />
          </>
        )}
      </>
    ) : (
      <>
        <p>{t.section.off}</p>
        <TwoStepSetup heading={{ level: 3 }} onDone={() => done(t.setup.done)} cancellable />
      </>
    );
  }

  return (
    <details className="two-step-section">
      <summary>{t.section.title}</summary>
      <p role="status" className={status ? 'alert alert--success' : 'visually-hidden'}>
        {status}
      </p>
      {body}
    </details>
  );
}
