import { useState } from 'react';
import { addNews, reloadNewsLists } from '../../lib/data/news.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { strings } from '../../data/strings.ts';
import { NewsFields, emptyNews, newsProblems, type NewsFieldValues } from './NewsFields.tsx';
import type { PanelActions } from './use-panel-actions.ts';

interface Props {
  actions: PanelActions;
  /** Called after a successful add: the panel returns to the news list. */
  onAdded: () => void;
}

const t = strings.admin.news;

/** Adding a news item; the date is set at creation, in Polish format. */
export function AddNewsTab({ actions, onAdded }: Props) {
  const [values, setValues] = useState<NewsFieldValues>(emptyNews);
  const problems = newsProblems(values);

  return (
    <form
      className="admin-form"
      aria-label={t.add}
      onSubmit={async (event) => {
        event.preventDefault();
        if (problems.missing || problems.image) return;
        const added = await actions.run(
          () => addNews({ title: values.title.trim(), content: values.content.trim(), image: safeHttpUrl(values.image) }),
          { success: t.added, failure: t.addFailed, fallback: t.addFallback },
        );
        if (added) {
          setValues(emptyNews);
          void reloadNewsLists();
          onAdded();
        }
      }}
    >
      <p className="hint">
        {t.requiredBeforeMark}
        <span className="required-mark">*</span>
        {t.requiredAfterMark}
      </p>
      <NewsFields values={values} onChange={setValues} disabled={actions.busy} />
      <button type="submit" className="button" disabled={actions.busy || problems.missing || problems.image !== null}>
        {t.add}
      </button>
    </form>
  );
}
