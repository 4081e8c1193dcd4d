import { useState } from 'react';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import { reloadNewsLists } from '../../../api/news.ts';
import { moveNewsToBin, restoreNews, restoreNewsVersion } from '../../../api/news-writes.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { NewsRow } from './NewsRow.tsx';
import { NewsEditForm, type Editing } from './NewsEditForm.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { HistoryDialog } from '../history/HistoryDialog.tsx';
import { useHistory } from '../history/use-history.ts';
import { ListControls } from '../shared/ListControls.tsx';
import { newsValues } from './news-values.ts';
import { publicationValues } from './publication-form.ts';
import { useBinMove } from '../bin/use-bin-move.ts';
import { useNewsActions } from './use-news-actions.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';
import type { TablePage } from '../shared/use-list.ts';

const t = panelWords.news;
const paging = panelWords.paging;

interface Props {
  news: TablePage<'news_items'>;
  actions: PanelActions;
}

/** A form's copy of an item as read now. */
export const editingOf = (item: NewsItem): Editing => ({
  item,
  values: newsValues(item),
  when: publicationValues(item.published_at),
  stale: false,
});

/**
 * The rows to show: an item open for editing that left the list meanwhile (moved to the bin or deleted elsewhere)
 * keeps its form, first. One list, so that the form stays the same element when its row leaves: rendered apart
 * from it, it was drawn anew, and the field being typed in lost the focus, or a press on 'Zapisz' its release.
 */
function rowsWithOpenItem(rows: NewsItem[], editing: Editing | null): NewsItem[] {
  return editing && !rows.some((row) => row.id === editing.item.id) ? [editing.item, ...rows] : rows;
}

/**
 * The news list of the panel (what is not in the bin), 25 at a time and searchable: each item's state, its
 * publication's actions, edit (one item at a time), its history, and 'Usuń' into the bin with 'Cofnij'.
 */
export function NewsTab({ news, actions }: Props) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const afterWrite = () => {
    news.reload();
    void reloadNewsLists();
  };
  const moveToBin = useBinMove<NewsItem>({
    actions,
    move: moveNewsToBin,
    restore: restoreNews,
    nameOf: (item) => item.title,
    failure: t.removeFailed,
    fallback: t.removeFallback,
    onChanged: afterWrite,
  });
  const item = useNewsActions(actions, afterWrite, news.latest);
  const history = useHistory(actions, restoreNewsVersion, news.latest, afterWrite);

  const editForm = (open: Editing) => (
    <NewsEditForm
      key={open.item.id}
      editing={open}
      actions={actions}
      onChange={setEditing}
      onCancel={() => setEditing(null)}
      onSaved={() => {
        setEditing(null);
        afterWrite();
      }}
      onLoadNewer={() => void item.loadNewer(open.item.id, (fresh) => setEditing(fresh && editingOf(fresh)))}
    />
  );

  if (news.status === 'ready' && news.total === 0 && !news.search && !editing)
    return <p className="admin-empty">{t.empty}</p>;

  return (
    <ListControls
      list={news}
      searchLabel={paging.searchNews}
      count={fill.pl(paging.newsCount, { count: news.total })}
      disabled={actions.busy}
    >
      <ul className="admin-list" role="list">
        {rowsWithOpenItem(news.rows, editing).map((row) =>
          editing?.item.id === row.id ? (
            editForm(editing)
          ) : (
            <NewsRow
              key={row.id}
              item={row}
              busy={actions.busy}
              onEdit={() => setEditing(editingOf(row))}
              onRemove={() => void moveToBin(row)}
              onHistory={() => history.open(row)}
              onPublication={(action) => item.publication(row, action)}
            />
          ),
        )}
      </ul>
      <ScheduleDialog
        item={item.scheduling}
        busy={actions.busy}
        onSave={(at) => void item.reschedule(at)}
        onCancel={item.closeSchedule}
      />
      <HistoryDialog
        target={history.opened && { table: 'news_items', id: history.opened.id, name: history.opened.title }}
        busy={actions.busy}
        alert={actions.alert}
        onRestore={(version) => history.restore(version as NewsItem)}
        onClose={history.close}
      />
    </ListControls>
  );
}
