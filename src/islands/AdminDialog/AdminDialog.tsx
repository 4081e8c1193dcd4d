import { useId } from 'react';
import { signOut } from '../../api/auth.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import { fill } from '../../i18n/message.ts';
import { panelWords } from '../../i18n/pl/panel.ts';
import { Modal } from './shared/Modal.tsx';
import { LoginForm } from './LoginForm.tsx';
import { AdminPanel } from './AdminPanel.tsx';
import { TwoStepGate } from './two-step/TwoStepGate.tsx';
import { useAuth } from './use-auth.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

const t = panelWords;

/**
 * What the administrator button opens: the login modal when signed out, the panel when signed in (after the code
 * of the two-step sign-in, or its setup when the database requires it), a notice for an account that is not on the
 * administrators' allowlist, and, while the stored session or the account's rights are still being checked or the
 * session is being ended, a line that says so. Loaded only when needed, with supabase-js.
 */
export function AdminDialog({ open, onClose }: Props) {
  const state = useAuth();
  const titleId = useId();

  let content;
  let contentKey: string;
  if (state.status === 'signedOut') {
    contentKey = 'login';
    content = <LoginForm titleId={titleId} />;
  } else if (state.status === 'signedIn' && state.isAdmin) {
    contentKey = 'panel';
    content = (
      <TwoStepGate titleId={titleId} onClose={onClose}>
        <AdminPanel titleId={titleId} email={state.user?.email ?? ''} onClose={onClose} />
      </TwoStepGate>
    );
  } else if (state.status === 'signedIn' && state.isAdmin === false) {
    contentKey = 'noRights';
    content = (
      <div>
        <h2 id={titleId} className="modal__title">
          {t.noRights}
        </h2>
        <p>{fill.pl(t.noRightsMessage, { email: state.user?.email ?? '' })}</p>
        <p className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            {t.signOut}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {siteWords.close}
          </button>
        </p>
      </div>
    );
  } else {
    contentKey = state.status === 'signingOut' ? 'signingOut' : 'checking';
    const progress = { loading: t.checkingSession, signingOut: t.signingOut, signedIn: t.checkingRights };
    content = (
      <p id={titleId} role="status">
        <span className="spinner" aria-hidden="true" /> {progress[state.status]}
      </p>
    );
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="modal--admin" contentKey={contentKey}>
      {state.status === 'signedOut' && (
        <button type="button" className="icon-button modal__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{siteWords.close}</span>
        </button>
      )}
      {content}
    </Modal>
  );
}
