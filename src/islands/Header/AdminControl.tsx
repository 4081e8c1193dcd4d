import { useCallback, useEffect, useRef, useState } from 'react';
import { hasStoredSession } from '../../api/stored-session.ts';
import { polishIn, useFrameWords } from '../shared/frame-words.tsx';
import { loadStylesheet } from '../../browser/stylesheet.ts';
import adminStylesheet from '../AdminDialog/admin.scss?url';
import { ShieldIcon } from '../shared/icons.tsx';

type AdminModule = typeof import('../AdminDialog/AdminDialog.tsx');

/**
 * The administrator (shield) button. supabase-js and the panel are downloaded only when the button is used or
 * the browser already holds a session. The button is never disabled, so no press is lost: a press made while
 * the panel is still downloading opens it as soon as it arrives (the button says it is busy until then), and
 * the dialog itself says when it is still checking the stored session.
 */
export function AdminControl() {
  const [module, setModule] = useState<AdminModule | null>(null);
  const [open, setOpen] = useState(false);
  const words = useFrameWords();
  const download = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    download.current ??= Promise.all([import('../AdminDialog/AdminDialog.tsx'), loadStylesheet(adminStylesheet)]).then(
      ([dialog]) => setModule(dialog),
      () => {
        // The download failed: the next press tries again.
        download.current = null;
        setOpen(false);
      },
    );
  }, []);

  useEffect(() => {
    if (hasStoredSession()) load();
  }, [load]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className="icon-button requires-js"
        aria-label={words.header.admin}
        aria-haspopup="dialog"
        aria-busy={open && !module ? true : undefined}
        title={words.header.admin}
        onClick={() => {
          setOpen(true);
          if (!module) load();
        }}
      >
        <ShieldIcon />
      </button>
      {/* The panel is Polish on every page; on a page in another language it says so (`lang`). */}
      {module && (
        <div className="admin-dialog-host" lang={polishIn(words)}>
          <module.AdminDialog open={open} onClose={close} />
        </div>
      )}
    </>
  );
}
