import { useId, useState } from 'react';
import { safeHttpUrl } from '../../util/urls.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';
import { maxLengths } from '../../domain/database.types.ts';
import { checkUpload, SIGNATURE_BYTES, UPLOAD_RULES } from '../../domain/files/upload-rules.ts';
import { preparePicture, type PreparedPicture } from '../../browser/picture-variants.ts';
import type { NewsItem } from '../../domain/news/news-item.ts';
import type { PictureChoice } from '../../api/news-pictures.ts';
import { FilePicker } from './FilePicker.tsx';

export interface NewsFieldValues {
  title: string;
  content: string;
  /** The address of a picture already online, or of the stored one when editing. */
  image: string;
  /** A picture chosen from the computer, already scaled; it takes the place of the address. */
  picture: (PreparedPicture & { fileName: string }) | null;
  imageAlt: string;
  decorative: boolean;
}

export const emptyNews: NewsFieldValues = {
  title: '',
  content: '',
  image: '',
  picture: null,
  imageAlt: '',
  decorative: false,
};

export function newsValues(item: NewsItem): NewsFieldValues {
  return {
    title: item.title,
    content: item.content,
    image: item.image ?? '',
    picture: null,
    imageAlt: item.image_alt ?? '',
    decorative: item.image_alt === '',
  };
}

export interface NewsProblems {
  missing: boolean;
  image: string | null;
  /** A picture without a text alternative that is not marked decorative. */
  alt: string | null;
}

/** Title and content are required; an image address must be http(s); a picture says what it shows or is decorative. */
export function newsProblems(values: NewsFieldValues): NewsProblems {
  const imageGiven = values.image.trim() !== '';
  const hasPicture = values.picture !== null || imageGiven;
  return {
    missing: !values.title.trim() || !values.content.trim(),
    image: !values.picture && imageGiven && !safeHttpUrl(values.image) ? adminStrings.news.invalidImageUrl : null,
    alt: hasPicture && !values.decorative && !values.imageAlt.trim() ? t.altMissing : null,
  };
}

export const hasProblems = (problems: NewsProblems) =>
  problems.missing || problems.image !== null || problems.alt !== null;

/** The form's picture as the data layer takes it; the text alternative '' marks a decorative picture. */
export function pictureChoice(values: NewsFieldValues): PictureChoice {
  return {
    picture: values.picture,
    address: safeHttpUrl(values.image),
    alt: values.decorative ? '' : values.imageAlt.trim(),
  };
}

export const newsText = (values: NewsFieldValues) => ({ title: values.title.trim(), content: values.content.trim() });

const t = adminStrings.news.fields;

interface Props {
  values: NewsFieldValues;
  onChange: (values: NewsFieldValues) => void;
  disabled: boolean;
}

/** The fields of a news item, shared by the add form and the edit mode of the list. */
export function NewsFields({ values, onChange, disabled }: Props) {
  const id = useId();
  const [pictureError, setPictureError] = useState<string | null>(null);
  const problems = newsProblems(values);
  const preview = values.picture?.preview ?? safeHttpUrl(values.image);
  const hasPicture = values.picture !== null || values.image.trim() !== '';

  const choose = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const check = checkUpload(file, head, ['image']);
    const prepared = check.ok ? await preparePicture(file) : null;
    if (!prepared) {
      setPictureError(check.ok ? t.pictureUnreadable : check.error);
      return;
    }
    setPictureError(null);
    onChange({ ...values, picture: { ...prepared, fileName: file.name } });
  };

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-title`}>
          {t.title}{' '}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-title`}
          className="input"
          required
          maxLength={maxLengths.news_items.title}
          disabled={disabled}
          value={values.title}
          onChange={(event) => onChange({ ...values, title: event.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>
          {t.content}{' '}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-content`}
          className="input"
          required
          rows={8}
          maxLength={maxLengths.news_items.content}
          disabled={disabled}
          value={values.content}
          aria-describedby={`${id}-content-hint`}
          onChange={(event) => onChange({ ...values, content: event.currentTarget.value })}
        />
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
          disabled={disabled || values.picture !== null}
          value={values.image}
          aria-invalid={problems.image ? true : undefined}
          aria-describedby={problems.image ? `${id}-image-error` : `${id}-image-hint`}
          onChange={(event) => onChange({ ...values, image: event.currentTarget.value })}
        />
        {problems.image ? (
          <p id={`${id}-image-error`} className="error-message">
            {problems.image}
          </p>
        ) : (
          <p id={`${id}-image-hint`} className="hint">
            {t.imageHint}
          </p>
        )}
      </div>
      <FilePicker
        id={`${id}-picture`}
        label={t.pictureFile}
        hint={t.pictureFileHint}
        accept={UPLOAD_RULES.image.types.join(',')}
        chosenText={values.picture ? t.pictureChosen(values.picture.fileName) : null}
        error={pictureError}
        disabled={disabled}
        onChoose={(file) => void choose(file)}
        onClear={() => onChange({ ...values, picture: null })}
        clearLabel={t.pictureRemove}
      />
      {preview && (
        <figure className="image-preview">
          <img src={preview} alt="" />
          <figcaption className="hint">{t.imagePreview}</figcaption>
        </figure>
      )}
      {hasPicture && (
        <div className="field">
          <label htmlFor={`${id}-alt`}>{t.alt}</label>
          <input
            id={`${id}-alt`}
            className="input"
            maxLength={maxLengths.news_items.image_alt}
            disabled={disabled || values.decorative}
            value={values.imageAlt}
            aria-invalid={problems.alt ? true : undefined}
            aria-describedby={problems.alt ? `${id}-alt-error` : `${id}-alt-hint`}
            onChange={(event) => onChange({ ...values, imageAlt: event.currentTarget.value })}
          />
          {problems.alt ? (
            <p id={`${id}-alt-error`} className="error-message">
              {problems.alt}
            </p>
          ) : (
            <p id={`${id}-alt-hint`} className="hint">
              {t.altHint}
            </p>
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              disabled={disabled}
              checked={values.decorative}
              onChange={(event) => onChange({ ...values, decorative: event.currentTarget.checked })}
            />{' '}
            {t.decorative}
          </label>
        </div>
      )}
    </>
  );
}
