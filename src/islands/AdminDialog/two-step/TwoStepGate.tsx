import { useEffect, useRef, type ReactNode } from 'react';
import { signOut } from '../../../api/auth.ts';
import { verifyCode } from '../../../api/two-step.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { twoStepWords } from '../../../i18n/pl/two-step.ts';
import { CodeForm } from './CodeForm.tsx';
import { TwoStepSetup } from './TwoStepSetup.tsx';
import { gateStep } from './two-step-step.ts';
import { useTwoStep } from './use-two-step.ts';

const t = twoStepWords;

interface Props {
  titleId: string;
  onClose: () => void;
  /** The panel, shown once the session passed the second step the account has (or none is asked). */
  children: ReactNode;
}

/**
 * Between the password and the panel: the code from the authenticator app when the account has a factor, the
 * setup when the database makes the second step mandatory and the account has none. The database asks the same
 * (aal2) of every write, so this is the panel's courtesy, not the lock.
 */
export function TwoStepGate({ titleId, onClose, children }: Props) {
  const twoStep = useTwoStep();
  const codeAccepted = useRef(false);
  const step = gateStep(twoStep);
  const open = step === 'panel';

  // The code's field is gone with its step: focus moves to the panel's selected tab, so a keyboard goes on there.
  useEffect(() => {
    if (!open || !codeAccepted.current) return;
    codeAccepted.current = false;
    const dialog = document.getElementById(titleId)?.closest('dialog');
    dialog?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [open, titleId]);
  const leave = (
    <button type="button" className="button button--secondary" onClick={() => void signOut()}>
      {panelWords.signOut}
    </button>
  );

  if (step === 'loading') {
    return (
      <p id={titleId} role="status">
        <span className="spinner" aria-hidden="true" /> {t.checking}
      </p>
    );
  }
  if (step === 'failed') {
    return (
      <div>
        <h2 id={titleId} className="modal__title">
          {t.code.title}
        </h2>
        <p className="alert alert--error" role="alert">
          {t.errors.loadFailed}
        </p>
        <p className="modal__actions">
          <button type="button" className="button" onClick={twoStep.reload}>
            {t.retry}
          </button>
          {leave}
        </p>
      </div>
    );
  }
  const factor = twoStep.status === 'ready' ? twoStep.data.factors[0] : undefined;
  if (step === 'code' && factor) {
    return (
      <div className="two-step-code">
        <h2 id={titleId} className="modal__title">
          {t.code.title}
        </h2>
        <p>{t.code.intro}</p>
        <CodeForm
          submitLabel={t.code.submit}
          focusOnShow
          onCode={async (code) => {
            const outcome = await verifyCode(factor.id, code);
            if (outcome.ok) {
              codeAccepted.current = true;
              twoStep.reload();
            }
            return outcome;
          }}
          actions={leave}
        />
        <p className="hint">{t.code.lostPhone}</p>
      </div>
    );
  }
  if (step === 'setup') {
    return (
      <div>
        <p className="alert alert--info">{t.setup.required}</p>
        <TwoStepSetup heading={{ level: 2, id: titleId }} onDone={twoStep.reload} />
        <p className="modal__actions">
          {leave}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {siteWords.close}
          </button>
        </p>
      </div>
    );
  }
  return children;
}
