import { useCallback, useState } from 'react';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import { readTablePage, type RowsPage } from '../../../api/table-page.ts';
import { changeNotice, restoreNoticeVersion } from '../../../api/notice-writes.ts';
import type { TableRow, TableUpdate } from '../../../domain/database.types.ts';
import { useList } from '../shared/use-list.ts';
import { focusRowWhenShown, ROW_EDIT_BUTTON, tabPanel } from '../shared/focus-row.ts';
import { HistoryDialog } from '../history/HistoryDialog.tsx';
import { useHistory } from '../history/use-history.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { NoticeActions } from './NoticeActions.tsx';
import { noticeState } from './notice-form.ts';

type Notice = TableRow<'notices'>;
const t = panelTrustWords.notices;
const when = (time: string) => formats.pl.dateTime(new Date(time));

/** The notices outside the bin, or in it: the newest 25 of each, which is more than a centre ever has at once. */
export function useNotices(bin: boolean) {
  const read = useCallback(() => readTablePage('notices', { orderBy: 'created_at', page: 1, bin }), [bin]);
  return useList<RowsPage<Notice>>(read);
}

interface Props {
  actions: PanelActions;
  notices: ReturnType<typeof useNotices>;
  bin: ReturnType<typeof useNotices>;
}

/**
 * 'Komunikaty': the form, the notices with where each stands and what can be done with it (its history too), and
 * those in the bin.
 */
export function NoticesTab({ actions, notices, bin }: Props) {
  const afterWrite = () => {
    notices.reload();
    bin.reload();
  };
  const write = async (notice: Notice, change: TableUpdate<'notices'>, success: string) => {
    await actions.run(() => changeNotice(notice, change), {
      success,
      failure: t.errors.failed,
      fallback: t.errors.failed,
    });
    afterWrite();
  };
  const latest = (notice: Notice) => notices.data?.rows.find((row) => row.id === notice.id) ?? notice;
  const [editing, setEditing] = useState<Notice | null>(null);
  // Closed, the form gives the focus back to the button that opened it, once its row shows that button again and
  // the write that closed it no longer holds the buttons disabled.
  const closeEditing = (notice: Notice) => {
    setEditing(null);
    focusRowWhenShown(notice.id, tabPanel, ROW_EDIT_BUTTON);
  };
  const history = useHistory(actions, restoreNoticeVersion, latest, afterWrite);

  return (
    <div className="notices-tab">
      <p>{t.intro}</p>
      <NoticeForm actions={actions} onSaved={notices.reload} />
      <h3>{t.heading}</h3>
      {notices.status === 'loading' && <p className="status-line">{t.loading}</p>}
      {notices.status === 'error' && <p role="alert">{t.loadFailed}</p>}
      {notices.data?.rows.length === 0 && <p className="admin-empty">{t.empty}</p>}
      <ul className="admin-files" role="list" aria-label={t.heading}>
        {notices.data?.rows.map((notice) => {
          const state = noticeState(notice);
          return (
            <li key={notice.id} className="admin-files__row" data-item-id={notice.id}>
              <strong>{notice.title}</strong>{' '}
              <span className="muted">
                (
                {fill.pl(t.status[state], {
                  start: when(notice.starts_at ?? notice.created_at),
                  end: when(notice.ends_at),
                })}
                )
              </span>
              {editing?.id === notice.id ? (
                <NoticeForm
                  key={notice.id}
                  actions={actions}
                  editing={editing}
                  onCancel={() => closeEditing(notice)}
                  onSaved={() => {
                    closeEditing(notice);
                    afterWrite();
                  }}
                />
              ) : (
                <NoticeActions
                  notice={notice}
                  state={state}
                  busy={actions.busy}
                  onEdit={() => setEditing(notice)}
                  onHistory={() => history.open(notice)}
                  onWrite={(change, success) => void write(notice, change, success)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <NoticesInBin
        rows={bin.data?.rows ?? []}
        busy={actions.busy}
        onRestore={(notice) => void write(notice, { deleted_at: null }, t.restored)}
      />
      <HistoryDialog
        target={history.opened && { table: 'notices', id: history.opened.id, name: history.opened.title }}
        busy={actions.busy}
        alert={actions.alert}
        onRestore={(version) => history.restore(version as Notice)}
        onClose={history.close}
      />
    </div>
  );
}

interface BinProps {
  rows: Notice[];
  busy: boolean;
  onRestore: (notice: Notice) => void;
}

/** 'Komunikaty w koszu', each with 'Przywróć'; nothing while the bin holds no notice. */
function NoticesInBin({ rows, busy, onRestore }: BinProps) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{t.binHeading}</h3>
      <ul className="admin-files" role="list" aria-label={t.binHeading}>
        {rows.map((notice) => (
          <li key={notice.id} className="admin-files__row">
            <strong>{notice.title}</strong>{' '}
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => onRestore(notice)}
            >
              {t.restore}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
