import { useState } from 'react';
import { type NewsItem } from '../../domain/news/news-item.ts';
import { reloadNewsLists } from '../../api/news.ts';
import { moveNewsToBin, updateNews } from '../../api/news-writes.ts';
import { excerpt } from '../../util/format.ts';
import { NewsFields } from './NewsFields.tsx';
import { hasProblems, newsProblems, newsText, newsValues, pictureChoice, type NewsFieldValues } from './news-values.ts';
import { UploadProgress } from './FilePicker.tsx';
import { ListControls } from './ListControls.tsx';
import { useConfirmedRemove } from './use-confirmed-remove.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import type { TablePage } from './use-table-page.ts';
import { strings } from '../../i18n/strings.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';

/** The list shows the first 200 characters of each item's content. */
const PREVIEW = 200;
const t = adminStrings.news;
const paging = adminStrings.paging;

interface Props {
  news: TablePage<'news_items'>;
  actions: PanelActions;
}

/** The item open for editing and its fields as changed so far. */
interface Editing {
  item: NewsItem;
  values: NewsFieldValues;
}

/** The news list of the panel, 25 at a time and searchable: preview, edit (one item at a time), delete with confirmation. */
export function NewsTab({ news, actions }: Props) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const afterWrite = () => {
    news.reload();
    void reloadNewsLists();
  };
  const removal = useConfirmedRemove<NewsItem>({ actions, remove: moveNewsToBin, onRemoved: afterWrite, texts: t });

  if (news.status === 'ready' && news.total === 0 && !news.search) return <p className="admin-empty">{t.empty}</p>;

  return (
    <ListControls
      list={news}
      searchLabel={paging.searchNews}
      count={paging.newsCount(news.total)}
      disabled={actions.busy}
    >
      <ul className="admin-list" role="list">
        {news.rows.map((item) =>
          editing?.item.id === item.id ? (
            <NewsEditForm
              key={item.id}
              editing={editing}
              actions={actions}
              onChange={(values) => setEditing({ item, values })}
              onCancel={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                afterWrite();
              }}
            />
          ) : (
            <NewsRow
              key={item.id}
              item={item}
              busy={actions.busy}
              onEdit={() => setEditing({ item, values: newsValues(item) })}
              onRemove={() => removal.ask(item)}
            />
          ),
        )}
      </ul>
      {removal.dialog}
    </ListControls>
  );
}

interface EditFormProps {
  editing: Editing;
  actions: PanelActions;
  onChange: (values: NewsFieldValues) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** An item of the list in edit mode: its fields, the upload's progress when a new picture is sent, save and cancel. */
function NewsEditForm({ editing: { item, values }, actions, onChange, onCancel, onSaved }: EditFormProps) {
  const [sent, setSent] = useState<number | null>(null);

  const save = async () => {
    if (values.picture) setSent(0);
    const saved = await actions.run(
      () => updateNews(item, newsText(values), pictureChoice(values), setSent).finally(() => setSent(null)),
      { success: t.updated, failure: t.updateFailed, fallback: t.updateFallback },
    );
    if (saved) onSaved();
  };

  return (
    <li className="admin-list__item admin-list__item--editing">
      <form
        aria-label={t.editFormLabel(item.title)}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <NewsFields values={values} onChange={onChange} disabled={actions.busy} />
        {sent !== null && <UploadProgress sent={sent} />}
        <div className="admin-list__actions">
          <button type="submit" className="button" disabled={actions.busy || hasProblems(newsProblems(values))}>
            {t.save}
          </button>
          <button type="button" className="button button--secondary" disabled={actions.busy} onClick={onCancel}>
            {strings.cancel}
          </button>
        </div>
      </form>
    </li>
  );
}

interface RowProps {
  item: NewsItem;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** An item of the list as read: title, date, the start of its content, and its edit and delete buttons. */
function NewsRow({ item, busy, onEdit, onRemove }: RowProps) {
  return (
    <li className="admin-list__item">
      <h3 className="admin-list__title">{item.title}</h3>
      <p className="admin-list__meta">{item.date}</p>
      <p className="admin-list__preview">{excerpt(item.content, PREVIEW)}</p>
      <div className="admin-list__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-label={t.editLabel(item.title)}
          onClick={onEdit}
        >
          {t.edit}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-label={t.removeLabel(item.title)}
          onClick={onRemove}
        >
          {strings.remove}
        </button>
      </div>
    </li>
  );
}
