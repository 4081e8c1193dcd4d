import type { NewsItem } from '../../../domain/news/news-item.ts';
import { excerpt } from '../../../util/format.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { HistoryAndBinButtons } from '../shared/HistoryAndBinButtons.tsx';
import { rowPublication, type PublicationAction } from './news-row-state.ts';

/** The list shows the first 200 characters of each item's content. */
const PREVIEW = 200;
const t = panelWords.news;
const p = panelWords.publication;

interface Props {
  item: NewsItem;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onHistory: () => void;
  onPublication: (action: PublicationAction) => void;
}

const ACTION_LABELS: Record<PublicationAction, { text: string; label: string }> = {
  publishNow: { text: p.publishNow, label: p.publishNowLabel },
  reschedule: { text: p.reschedule, label: p.rescheduleLabel },
  cancel: { text: p.cancel, label: p.cancelLabel },
};

/**
 * An item of the list as read: title, its date or its state (a draft, or the time it is scheduled for), the start
 * of its content, and its buttons: the publication's, edit, history, and 'Usuń', which moves it to the bin.
 */
export function NewsRow({ item, busy, onEdit, onRemove, onHistory, onPublication }: Props) {
  const publication = rowPublication(item);
  return (
    <li className="admin-list__item" data-item-id={item.id}>
      <h3 className="admin-list__title">{item.title}</h3>
      <p className={`admin-list__meta admin-list__meta--${publication.state}`}>{publication.label}</p>
      <p className="admin-list__preview">{excerpt(item.content, PREVIEW)}</p>
      <div className="admin-list__actions">
        {publication.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'publishNow' ? 'button' : 'button button--secondary'}
            disabled={busy}
            aria-label={fill.pl(ACTION_LABELS[action].label, { title: item.title })}
            onClick={() => onPublication(action)}
          >
            {ACTION_LABELS[action].text}
          </button>
        ))}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-label={fill.pl(t.editLabel, { title: item.title })}
          data-row-action="edit"
          onClick={onEdit}
        >
          {t.edit}
        </button>
        <HistoryAndBinButtons
          name={item.title}
          busy={busy}
          removeLabel={fill.pl(t.removeLabel, { title: item.title })}
          onHistory={onHistory}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
