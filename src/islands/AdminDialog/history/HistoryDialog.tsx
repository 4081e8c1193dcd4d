import { useCallback, useId, useState } from 'react';
import { readVersions, VERSIONS_READ, type ItemVersion } from '../../../api/item-versions.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { Modal } from '../shared/Modal.tsx';
import { useList } from '../shared/use-list.ts';
import { versionSummary, type Versioned } from './version-summary.ts';

const t = panelWords.history;

/** The item whose history is open. */
export interface HistoryTarget {
  table: Versioned['table'];
  id: string;
  name: string;
}

interface Props {
  target: HistoryTarget | null;
  busy: boolean;
  /** The panel's last failure, shown here while the dialog hides the panel. */
  alert: string | null;
  /** 'Przywróć tę wersję': a new change made of it; the dialog closes when it is saved. */
  onRestore: (version: Versioned['row']) => Promise<boolean>;
  onClose: () => void;
}

/** The versions of the item open, read when it opens; nothing while the dialog is closed. */
function useVersions(table: HistoryTarget['table'] | undefined, id: string | undefined) {
  const read = useCallback(async () => (table && id ? readVersions<Versioned['row']>(table, id) : null), [table, id]);
  return useList(read, { subject: id });
}

/**
 * 'Historia zmian': every version the database kept of an item, newest first: its number, who saved it (or
 * 'system'), when, in Polish time, and what it said. Each earlier version can be brought back as a new change.
 */
export function HistoryDialog({ target, busy, alert, onRestore, onClose }: Props) {
  const id = useId();
  const versions = useVersions(target?.table, target?.id);
  const [tried, setTried] = useState(false);

  const restore = async (row: Versioned['row']) => {
    setTried(true);
    if (await onRestore(row)) setTried(false);
  };

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="modal--history"
      contentKey={versions.status}
    >
      {/* Focus starts on the title, which is read first; the versions' buttons follow it in the tab order. */}
      <h2 id={`${id}-title`} className="modal__title" tabIndex={-1} data-autofocus>
        {target && fill.pl(t.title, { name: target.name })}
      </h2>
      {tried && alert && (
        <p className="alert alert--error" role="alert">
          {alert}
        </p>
      )}
      {versions.status === 'loading' && <p role="status">{t.loading}</p>}
      {versions.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {t.loadFailed}
        </p>
      )}
      {versions.status === 'ready' && target && (
        <VersionList table={target.table} versions={versions.data} busy={busy} onRestore={(row) => void restore(row)} />
      )}
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {siteWords.close}
        </button>
      </div>
    </Modal>
  );
}

interface ListProps {
  table: Versioned['table'];
  versions: ItemVersion<Versioned['row']>[];
  busy: boolean;
  onRestore: (row: Versioned['row']) => void;
}

function VersionList({ table, versions, busy, onRestore }: ListProps) {
  if (versions.length === 0) return <p>{t.empty}</p>;
  return (
    <>
      <ol className="history-list" aria-label={t.list}>
        {versions.map((entry, index) => {
          const summary = versionSummary({ table, row: entry.row } as Versioned);
          return (
            <li key={entry.version} className="history-list__item">
              <h3 className="history-list__version">
                {fill.pl(t.version, { version: entry.version })} {index === 0 && t.current}
              </h3>
              <p className="hint">
                {fill.pl(t.changed, {
                  when: formats.pl.dateTime(new Date(entry.changedAt)),
                  who: entry.changedBy ?? t.system,
                })}
              </p>
              <p className="history-list__name">
                {summary.name}
                {summary.notes.length > 0 && <span className="hint"> · {summary.notes.join(' · ')}</span>}
              </p>
              {summary.text && <p className="history-list__text">{summary.text}</p>}
              {index > 0 && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={fill.pl(t.restoreLabel, { version: entry.version })}
                  onClick={() => onRestore(entry.row)}
                >
                  {t.restore}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {versions.length >= VERSIONS_READ && <p className="hint">{fill.pl(t.limit, { count: VERSIONS_READ })}</p>}
    </>
  );
}
