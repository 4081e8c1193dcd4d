import { useEffect, useId, useRef } from 'react';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import { publicationState } from '../../../domain/news/publication.ts';
import { updateNews } from '../../../api/news-writes.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { NewsFields } from './NewsFields.tsx';
import { NewsFormButtons } from './NewsFormButtons.tsx';
import { PublicationFields } from './PublicationFields.tsx';
import { UploadProgress } from '../shared/FilePicker.tsx';
import { hasProblems, newsProblems, newsText, pictureChoice, type NewsFieldValues } from './news-values.ts';
import type { PublicationValues } from './publication-form.ts';
import { submitIntent, useNewsSave } from './use-news-save.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';

const t = panelWords.news;
const p = panelWords.publication;

/** The item open for editing (the copy the form was made from) and its fields as changed so far. */
export interface Editing {
  item: NewsItem;
  values: NewsFieldValues;
  when: PublicationValues;
  /** Someone else saved the item since this copy was read: the form offers to load their version. */
  stale: boolean;
}

interface Props {
  editing: Editing;
  actions: PanelActions;
  onChange: (editing: Editing) => void;
  onCancel: () => void;
  onSaved: () => void;
  /** 'Wczytaj nowszą wersję': the item as it is now replaces the form's copy. */
  onLoadNewer: () => void;
}

/**
 * An item of the list in edit mode: its fields, its publication time, the upload's progress when a new picture
 * is sent, and the buttons. Every save names the version the form was made from; when someone else saved the item
 * meanwhile the save is refused (nothing of theirs is lost) and the form offers their version.
 */
export function NewsEditForm({ editing, actions, onChange, onCancel, onSaved, onLoadNewer }: Props) {
  const { item, values, when, stale } = editing;
  const id = useId();
  const { problems, sent, save } = useNewsSave(id, actions);
  const loadNewer = useRef<HTMLButtonElement>(null);
  const published = publicationState(item.published_at) === 'published';

  const form = useRef<HTMLFormElement>(null);
  const wasStale = useRef(stale);
  // The refusal is announced by the panel's alert; the way out of it gets the focus, and once the newer version
  // is in the form, its first field.
  useEffect(() => {
    if (stale) loadNewer.current?.focus();
    else if (wasStale.current) form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    wasStale.current = stale;
  }, [stale]);

  const submit = async (intent: ReturnType<typeof submitIntent>) => {
    const outcome = await save(
      intent,
      when,
      item.published_at,
      (publication, onProgress) => updateNews(item, newsText(values), pictureChoice(values), publication, onProgress),
      { success: t.updated, failure: t.updateFailed, fallback: t.updateFallback },
      values.picture !== null,
    );
    if (outcome?.ok) onSaved();
    else if (outcome?.refusal === 'stale') onChange({ ...editing, stale: true });
  };

  return (
    <li className="admin-list__item admin-list__item--editing">
      <form
        ref={form}
        aria-label={fill.pl(t.editFormLabel, { title: item.title })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(submitIntent(event));
        }}
      >
        <NewsFields
          values={values}
          onChange={(changed) => onChange({ ...editing, values: changed })}
          disabled={actions.busy}
        />
        <PublicationFields
          id={id}
          values={when}
          problems={problems}
          hint={published ? fill.pl(p.publishedHint, { date: item.date }) : p.hint}
          disabled={actions.busy}
          onChange={(changed) => onChange({ ...editing, when: changed })}
        />
        {sent !== null && <UploadProgress sent={sent} />}
        {stale && (
          <p className="admin-list__stale">
            <button ref={loadNewer} type="button" className="button" disabled={actions.busy} onClick={onLoadNewer}>
              {panelWords.refusals.loadNewer}
            </button>
          </p>
        )}
        <NewsFormButtons
          keepsPublication={item.published_at !== null}
          disabled={actions.busy || hasProblems(newsProblems(values))}
          onCancel={onCancel}
        />
      </form>
    </li>
  );
}
