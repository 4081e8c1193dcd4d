import { useId } from 'react';
import { safeHttpUrl } from '../../lib/urls.ts';
import { strings } from '../../data/strings.ts';
import { maxLengths } from '../../lib/data/database.types.ts';

export interface NewsFieldValues {
  title: string;
  content: string;
  image: string;
}

export const emptyNews: NewsFieldValues = { title: '', content: '', image: '' };

/** Title and content are required; an image address, when given, must be http(s). */
export function newsProblems(values: NewsFieldValues): { missing: boolean; image: string | null } {
  const imageGiven = values.image.trim() !== '';
  return {
    missing: !values.title.trim() || !values.content.trim(),
    image: imageGiven && !safeHttpUrl(values.image) ? strings.admin.news.invalidImageUrl : null,
  };
}

const t = strings.admin.news.fields;

interface Props {
  values: NewsFieldValues;
  onChange: (values: NewsFieldValues) => void;
  disabled: boolean;
}

/** The fields of a news item, shared by the add form and the edit mode of the list. */
export function NewsFields({ values, onChange, disabled }: Props) {
  const id = useId();
  const problems = newsProblems(values);
  const preview = safeHttpUrl(values.image);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-title`}>
          {t.title} <span className="required-mark" aria-hidden="true">*</span>
        </label>
        <input id={`${id}-title`} className="input" required maxLength={maxLengths.news_items.title} disabled={disabled} value={values.title} onChange={(event) => onChange({ ...values, title: event.currentTarget.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>
          {t.content} <span className="required-mark" aria-hidden="true">*</span>
        </label>
        <textarea id={`${id}-content`} className="input" required rows={8} maxLength={maxLengths.news_items.content} disabled={disabled} value={values.content} aria-describedby={`${id}-content-hint`} onChange={(event) => onChange({ ...values, content: event.currentTarget.value })} />
        <p id={`${id}-content-hint`} className="hint">
          {t.contentHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-image`}>{t.image}</label>
        <input
          id={`${id}-image`}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://"
          disabled={disabled}
          value={values.image}
          aria-invalid={problems.image ? true : undefined}
          aria-describedby={problems.image ? `${id}-image-error` : undefined}
          onChange={(event) => onChange({ ...values, image: event.currentTarget.value })}
        />
        {problems.image && (
          <p id={`${id}-image-error`} className="error-message">
            {problems.image}
          </p>
        )}
        {preview && (
          <figure className="image-preview">
            <img src={preview} alt="" />
            <figcaption className="hint">{t.imagePreview}</figcaption>
          </figure>
        )}
      </div>
    </>
  );
}
