import { useEffect, useId, useRef } from 'react';
import { panelWords } from '../../../i18n/pl/panel.ts';
import type { PanelActions } from './use-panel-actions.ts';

const t = panelWords;

/** What the messages need of a paged table: whether its reads work and whether it follows changes. */
interface Connection {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  live: boolean;
}

interface Props {
  /** The lists, whose reads make the connection. */
  tables: Connection[];
  actions: PanelActions;
}

/**
 * The connection to the database and the outcome of the last write. A failure's reason shows in the red banner,
 * the failure itself in an alert (or, beside a banner already there, as a line under it); a success is announced
 * politely and shown to the eye apart, so that it is read once. A move to the bin is shown with 'Cofnij', which
 * gets the focus: the row whose button was pressed is gone.
 */
export function PanelMessages({ tables, actions }: Props) {
  const loadError = tables.find((table) => table.error)?.error ?? null;
  const banner = actions.banner ?? loadError;
  const connected = tables.every((table) => table.status === 'ready');

  return (
    <>
      <p className={connected ? 'admin-panel__connection admin-panel__connection--ok' : 'admin-panel__connection'}>
        {connected
          ? t.panel.connected
          : tables.some((table) => table.status === 'loading')
            ? t.panel.connecting
            : t.panel.disconnected}
      </p>
      {tables.every((table) => table.live) ? (
        <p className="alert alert--success admin-panel__live">{t.panel.live}</p>
      ) : (
        // Its place, kept by the same words unseen (drawn by CSS, so they are no text), so the tabs never move down.
        <p
          className="alert admin-panel__live admin-panel__live--waiting"
          data-words={t.panel.live}
          aria-hidden="true"
        />
      )}
      {banner && (
        <div className="alert alert--error admin-panel__banner" role="alert">
          <p>
            <strong>{t.panel.connectionError}</strong>
          </p>
          <p>{banner}</p>
        </div>
      )}
      {actions.alert && !banner && (
        <p className="alert alert--error" role="alert">
          {actions.alert}
        </p>
      )}
      {actions.alert && banner && <p className="error-message">{actions.alert}</p>}
      <p className="visually-hidden" role="status">
        {actions.status}
      </p>
      {actions.undo ? (
        <UndoNotice message={actions.undo.message} busy={actions.busy} onUndo={actions.undo.run} />
      ) : (
        actions.status && (
          <p className="alert alert--success" aria-hidden="true">
            {actions.status}
          </p>
        )
      )}
    </>
  );
}

/** What was moved to the bin, and 'Cofnij'; the status region has announced the message already. */
function UndoNotice({ message, busy, onUndo }: { message: string; busy: boolean; onUndo: () => void }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [message]);
  return (
    <div className="alert alert--success admin-panel__undo">
      <p id={id} aria-hidden="true">
        {message}
      </p>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-describedby={id}
        disabled={busy}
        onClick={onUndo}
      >
        {t.undo.button}
      </button>
    </div>
  );
}
