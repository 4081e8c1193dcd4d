import { useState } from 'react';
import { deleteNews, newsList, updateNews, type NewsItem } from '../../lib/data/news.ts';
import { excerpt } from '../../lib/format.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { NewsFields, newsProblems, type NewsFieldValues } from './NewsFields.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import { strings } from '../../data/strings.ts';

/** The list shows the first 200 characters of each item's content. */
const PREVIEW = 200;
const t = strings.admin.news;

interface Props {
  items: NewsItem[];
  actions: PanelActions;
}

/** The news list of the panel: preview, edit (one item at a time) and delete with confirmation. */
export function NewsTab({ items, actions }: Props) {
  const [editing, setEditing] = useState<{ id: string; values: NewsFieldValues } | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);

  if (items.length === 0) return <p className="admin-empty">{t.empty}</p>;

  const save = async () => {
    if (!editing) return;
    const { id, values } = editing;
    const saved = await actions.run(
      () => updateNews(id, { title: values.title.trim(), content: values.content.trim(), image: safeHttpUrl(values.image) }),
      { success: t.updated, failure: t.updateFailed, fallback: t.updateFallback },
    );
    if (saved) {
      setEditing(null);
      void newsList.reload();
    }
  };

  const remove = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    const removed = await actions.run(() => deleteNews(item.id), {
      success: t.removed,
      failure: t.removeFailed,
      fallback: t.removeFallback,
    });
    if (removed) void newsList.reload();
  };

  return (
    <>
      <ul className="admin-list" role="list">
        {items.map((item) =>
          editing?.id === item.id ? (
            <li key={item.id} className="admin-list__item admin-list__item--editing">
              <form
                aria-label={t.editFormLabel(item.title)}
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                <NewsFields values={editing.values} onChange={(values) => setEditing({ id: item.id, values })} disabled={actions.busy} />
                <div className="admin-list__actions">
                  <button type="submit" className="button" disabled={actions.busy || newsProblems(editing.values).missing || newsProblems(editing.values).image !== null}>
                    {t.save}
                  </button>
                  <button type="button" className="button button--secondary" disabled={actions.busy} onClick={() => setEditing(null)}>
                    {strings.cancel}
                  </button>
                </div>
              </form>
            </li>
          ) : (
            <li key={item.id} className="admin-list__item">
              <h3 className="admin-list__title">{item.title}</h3>
              <p className="admin-list__meta">{item.date}</p>
              <p className="admin-list__preview">{excerpt(item.content, PREVIEW)}</p>
              <div className="admin-list__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={actions.busy}
                  aria-label={t.editLabel(item.title)}
                  onClick={() => setEditing({ id: item.id, values: { title: item.title, content: item.content, image: item.image ?? '' } })}
                >
                  {t.edit}
                </button>
                <button type="button" className="button button--danger" disabled={actions.busy} aria-label={t.removeLabel(item.title)} onClick={() => setDeleting(item)}>
                  {strings.remove}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmRemoveTitle}
        message={t.confirmRemove}
        confirmLabel={t.confirmRemoveButton}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
