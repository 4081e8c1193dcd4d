import { useState } from 'react';
import { reloadNewsLists } from '../../api/news.ts';
import { addNews } from '../../api/news-writes.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';
import { NewsFields } from './NewsFields.tsx';
import { emptyNews, hasProblems, newsProblems, newsText, pictureChoice, type NewsFieldValues } from './news-values.ts';
import { UploadProgress } from './FilePicker.tsx';
import type { PanelActions } from './use-panel-actions.ts';

interface Props {
  actions: PanelActions;
  /** Called after a successful add: the panel returns to the news list. */
  onAdded: () => void;
}

const t = adminStrings.news;

/** Adding a news item; the date is set at creation, in Polish format. */
export function AddNewsTab({ actions, onAdded }: Props) {
  const [values, setValues] = useState<NewsFieldValues>(emptyNews);
  const [sent, setSent] = useState<number | null>(null);
  const blocked = hasProblems(newsProblems(values));

  return (
    <form
      className="admin-form"
      aria-label={t.add}
      onSubmit={async (event) => {
        event.preventDefault();
        if (blocked) return;
        if (values.picture) setSent(0);
        const added = await actions.run(
          () => addNews(newsText(values), pictureChoice(values), { kind: 'now' }, setSent).finally(() => setSent(null)),
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
      {sent !== null && <UploadProgress sent={sent} />}
      <button type="submit" className="button" disabled={actions.busy || blocked}>
        {t.add}
      </button>
    </form>
  );
}
