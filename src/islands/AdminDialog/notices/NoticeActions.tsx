import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import type { TableRow, TableUpdate } from '../../../domain/database.types.ts';
import type { NoticeState } from './notice-form.ts';

type Notice = TableRow<'notices'>;
const t = panelTrustWords.notices;

interface Props {
  notice: Notice;
  state: NoticeState;
  busy: boolean;
  onEdit: () => void;
  onHistory: () => void;
  /** A change of the notice's row, said with `success` once written. */
  onWrite: (change: TableUpdate<'notices'>, success: string) => void;
}

/** What can be done with a notice where it stands: change it, publish a draft, end it now, its history, the bin. */
export function NoticeActions({ notice, state, busy, onEdit, onHistory, onWrite }: Props) {
  const now = () => new Date().toISOString();
  const button = (
    label: string,
    onClick: () => void,
    extra: { 'aria-label'?: string; 'data-row-action'?: string } = {},
  ) => (
    <button type="button" className="button button--secondary" disabled={busy} onClick={onClick} {...extra}>
      {label}
    </button>
  );
  return (
    <div className="button-group">
      {/* The focus comes back to 'Edytuj' when the form it opens is closed (`focusRowWhenShown`). */}
      {button(t.edit, onEdit, {
        'aria-label': fill.pl(t.editLabel, { title: notice.title }),
        'data-row-action': 'edit',
      })}
      {state === 'draft' && button(t.publishDraft, () => onWrite({ published_at: now() }, t.published))}
      {(state === 'shown' || state === 'scheduled') &&
        button(t.endNow, () => onWrite({ ends_at: now(), starts_at: null }, t.ended))}
      {button(panelWords.history.button, onHistory, {
        'aria-label': fill.pl(panelWords.history.buttonLabel, { name: notice.title }),
      })}
      {button(t.toBin, () => onWrite({ deleted_at: now() }, t.movedToBin))}
    </div>
  );
}
