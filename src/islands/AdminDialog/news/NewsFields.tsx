import { useId, useState, type ChangeEvent } from 'react';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { NEWS_COLUMNS, type NewsTextColumn } from '../../../domain/news/news-columns.ts';
import { SIGNATURE_BYTES, UPLOAD_RULES } from '../../../domain/files/upload-rules.ts';
import { checkUpload } from '../../../api/upload-check.ts';
import { preparePicture } from '../../../browser/picture-variants.ts';
import { TextField } from '../../shared/form/TextField.tsx';
import { TextAreaField } from '../../shared/form/TextAreaField.tsx';
import { CheckboxField } from '../../shared/form/CheckboxField.tsx';
import { FilePicker } from '../shared/FilePicker.tsx';
import {
  hasPicture,
  NEWS_TEXT,
  newsProblems,
  picturePreview,
  type NewsFieldValues,
  type NewsProblems,
} from './news-values.ts';

const t = panelWords.news.fields;

interface Props {
  values: NewsFieldValues;
  onChange: (values: NewsFieldValues) => void;
  disabled: boolean;
}

/** A group of the fields: the form's id prefix, and a change of some of the values. */
interface GroupProps {
  id: string;
  values: NewsFieldValues;
  change: (patch: Partial<NewsFieldValues>) => void;
  disabled: boolean;
}

/** The fields of a news item, shared by the add form and the edit mode of the list. */
export function NewsFields({ values, onChange, disabled }: Props) {
  const id = useId();
  const group: GroupProps = { id, values, change: (patch) => onChange({ ...values, ...patch }), disabled };
  const problems = newsProblems(values);
  return (
    <>
      <TextFields {...group} />
      <PictureFields {...group} problems={problems} />
      {hasPicture(values) && <AltFields {...group} problems={problems} />}
    </>
  );
}

/** A label with the asterisk the form's note explains; screen readers hear that the control is required instead. */
function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}{' '}
      <span className="required-mark" aria-hidden="true">
        *
      </span>
    </>
  );
}

/** A word of the panel's news fields (not a message with values). */
type Word = { [Key in keyof typeof t]: (typeof t)[Key] extends string ? Key : never }[keyof typeof t];

/** How each column typed in the form is shown: what its description says, its words checked against the panel's. */
const TEXT_FIELDS: Record<
  NewsTextColumn,
  { label: Word; hint?: Word; required?: boolean; rows?: number; maxLength?: number }
> = NEWS_COLUMNS;

/** The columns typed in the form, each a line or a box of `rows` lines, in the order their description gives. */
function TextFields({ id, values, change, disabled }: GroupProps) {
  return NEWS_TEXT.map((column) => {
    const { label, hint, required, rows, maxLength } = TEXT_FIELDS[column];
    const field = {
      id: `${id}-${column}`,
      label: required ? <RequiredLabel text={t[label]} /> : t[label],
      hint: hint && t[hint],
      required,
      maxLength,
      disabled,
      value: values[column],
    };
    const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [column]: event.currentTarget.value });
    return rows ? (
      <TextAreaField key={column} {...field} rows={rows} onChange={onChange} />
    ) : (
      <TextField key={column} {...field} onChange={onChange} />
    );
  });
}

/** A picture file is checked, then scaled in the browser; what cannot be used is said in the picker. */
function usePictureFile(change: GroupProps['change']) {
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const check = checkUpload(file, head, ['image']);
    const prepared = check.ok ? await preparePicture(file) : null;
    if (!prepared) {
      setError(check.ok ? t.pictureUnreadable : check.error);
      return;
    }
    setError(null);
    change({ picture: { ...prepared, fileName: file.name } });
  };
  return { error, choose };
}

/** The picture: an address, or a file from the computer that takes its place, and a preview of either. */
function PictureFields({ id, values, change, disabled, problems }: GroupProps & { problems: NewsProblems }) {
  const pictureFile = usePictureFile(change);
  const preview = picturePreview(values);
  return (
    <>
      <TextField
        id={`${id}-image`}
        label={t[NEWS_COLUMNS.image.label]}
        hint={problems.image ? undefined : t.imageHint}
        error={problems.image}
        type="url"
        inputMode="url"
        placeholder="https://"
        disabled={disabled || values.picture !== null}
        value={values.image}
        onChange={(event) => change({ image: event.currentTarget.value })}
      />
      <FilePicker
        id={`${id}-picture`}
        label={t.pictureFile}
        hint={t.pictureFileHint}
        accept={UPLOAD_RULES.image.types.join(',')}
        chosenText={values.picture ? fill.pl(t.pictureChosen, { name: values.picture.fileName }) : null}
        error={pictureFile.error}
        disabled={disabled}
        onChoose={(file) => void pictureFile.choose(file)}
        onClear={() => change({ picture: null })}
        clearLabel={t.pictureRemove}
      />
      {preview && (
        <figure className="image-preview">
          <img src={preview} alt="" />
          <figcaption className="hint">{t.imagePreview}</figcaption>
        </figure>
      )}
    </>
  );
}

/** What the picture shows, or that it is only decoration: the box stands in for the text and disables it. */
function AltFields({ id, values, change, disabled, problems }: GroupProps & { problems: NewsProblems }) {
  return (
    <TextField
      id={`${id}-alt`}
      label={t[NEWS_COLUMNS.image_alt.label]}
      hint={problems.alt ? undefined : t.altHint}
      error={problems.alt}
      maxLength={NEWS_COLUMNS.image_alt.maxLength}
      disabled={disabled || values.decorative}
      value={values.imageAlt}
      onChange={(event) => change({ imageAlt: event.currentTarget.value })}
      after={
        <CheckboxField
          id={`${id}-decorative`}
          className="checkbox"
          label={t.decorative}
          disabled={disabled}
          checked={values.decorative}
          onChange={(event) => change({ decorative: event.currentTarget.checked })}
        />
      }
    />
  );
}
