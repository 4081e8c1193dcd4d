import { useId, useState } from 'react';
import { reloadNewsLists } from '../../../api/news.ts';
import { addNews } from '../../../api/news-writes.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { NewsFields } from './NewsFields.tsx';
import { NewsFormButtons } from './NewsFormButtons.tsx';
import { PublicationFields } from './PublicationFields.tsx';
import { emptyNews, hasProblems, newsProblems, newsText, pictureChoice, type NewsFieldValues } from './news-values.ts';
import { noPublicationTime, type PublicationValues } from './publication-form.ts';
import { submitIntent, useNewsSave } from './use-news-save.ts';
import { UploadProgress } from '../shared/FilePicker.tsx';
import type { PanelActions } from '../shared/use-panel-actions.ts';

interface Props {
  actions: PanelActions;
  /** Called after a successful add: the panel returns to the news list. */
  onAdded: () => void;
}

const t = panelWords.news;

/** Adding a news item: saved as a draft, published now, or published at a date and time in Polish local time. */
export function AddNewsTab({ actions, onAdded }: Props) {
  const id = useId();
  const [values, setValues] = useState<NewsFieldValues>(emptyNews);
  const [when, setWhen] = useState<PublicationValues>(noPublicationTime);
  const { problems, sent, save } = useNewsSave(id, actions);
  const blocked = hasProblems(newsProblems(values));

  return (
    <form
      className="admin-form"
      aria-label={t.add}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (blocked) return;
        const outcome = await save(
          submitIntent(event),
          when,
          null,
          (publication, onProgress) =>
            addNews(newsText(values), pictureChoice(values), publication ?? { kind: 'now' }, onProgress),
          { success: t.added, failure: t.addFailed, fallback: t.addFallback },
          values.picture !== null,
        );
        if (outcome?.ok) {
          setValues(emptyNews);
          setWhen(noPublicationTime);
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
      <PublicationFields
        id={id}
        values={when}
        problems={problems}
        hint={panelWords.publication.hint}
        disabled={actions.busy}
        onChange={setWhen}
      />
      {sent !== null && <UploadProgress sent={sent} />}
      <NewsFormButtons keepsPublication={false} disabled={actions.busy || blocked} />
    </form>
  );
}
