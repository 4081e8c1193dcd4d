import { useCallback, useEffect, useRef, useState } from 'react';
import { hasStoredSession } from '../../lib/data/stored-session.ts';
import { strings } from '../../data/strings.ts';
import { loadStylesheet } from '../../lib/stylesheet.ts';
import adminStylesheet from '../AdminDialog/admin.scss?url';
import { ShieldIcon } from '../shared/icons.tsx';

type AdminModule = typeof import('../AdminDialog/AdminDialog.tsx');
type Status = 'idle' | 'loading' | 'signedOut' | 'signedIn';

/**
 * The administrator (shield) button. supabase-js and the panel are downloaded only when the button is used or
 * the browser already holds a session; until the sign-in state is known the button is disabled.
 */
export function AdminControl() {
  const [module, setModule] = useState<AdminModule | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const [dialog] = await Promise.all([import('../AdminDialog/AdminDialog.tsx'), loadStylesheet(adminStylesheet)]);
      setModule(dialog);
    } catch {
      setStatus('idle'); // the download failed: the next click tries again
    }
  }, []);

  useEffect(() => {
    if (hasStoredSession()) void load();
  }, [load]);

  const close = useCallback(() => setOpen(false), []);

  // The button may have been disabled (and so lost focus) while the panel loaded: give focus back to it
  // explicitly once the dialog has closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button requires-js"
        aria-label={strings.admin.title}
        aria-haspopup="dialog"
        title={strings.admin.title}
        disabled={status === 'loading'}
        onClick={() => {
          setOpen(true);
          if (!module) void load();
        }}
      >
        <ShieldIcon />
      </button>
      {module && <module.AdminDialog open={open} onClose={close} onAuthStatus={setStatus} />}
    </>
  );
}
