import { useEffect, useId } from 'react';
import { signOut, type AuthState } from '../../lib/data/auth.ts';
import { strings } from '../../data/strings.ts';
import { Modal } from './Modal.tsx';
import { LoginForm } from './LoginForm.tsx';
import { AdminPanel } from './AdminPanel.tsx';
import { useAuth } from './use-auth.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Tells the header the sign-in state, so its button can wait while it is being read. */
  onAuthStatus: (status: AuthState['status']) => void;
}

const t = strings.admin;

/**
 * What the administrator button opens: the login modal when signed out, the panel when signed in, or a notice
 * for an account that is not on the administrators' allowlist. Loaded only when needed, with supabase-js.
 */
export function AdminDialog({ open, onClose, onAuthStatus }: Props) {
  const state = useAuth();
  const titleId = useId();

  useEffect(() => onAuthStatus(state.status), [state.status, onAuthStatus]);

  let content;
  if (state.status === 'signedOut') {
    content = <LoginForm titleId={titleId} />;
  } else if (state.status === 'signedIn' && state.isAdmin) {
    content = <AdminPanel titleId={titleId} email={state.user?.email ?? ''} onClose={onClose} />;
  } else if (state.status === 'signedIn' && state.isAdmin === false) {
    content = (
      <div>
        <h2 id={titleId} className="modal__title">
          {t.noRights}
        </h2>
        <p>{t.noRightsMessage(state.user?.email ?? '')}</p>
        <p className="modal__actions">
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            {t.signOut}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {strings.close}
          </button>
        </p>
      </div>
    );
  } else {
    content = (
      <p id={titleId} role="status">
        <span className="spinner" aria-hidden="true" /> {t.checkingRights}
      </p>
    );
  }

  return (
    <Modal open={open && state.status !== 'loading'} onClose={onClose} labelledBy={titleId} className="modal--admin">
      {state.status === 'signedOut' && (
        <button type="button" className="icon-button modal__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{strings.close}</span>
        </button>
      )}
      {content}
    </Modal>
  );
}
