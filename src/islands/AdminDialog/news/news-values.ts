import { safeHttpUrl } from '../../../util/urls.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import type { PreparedPicture } from '../../../browser/picture-variants.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import { NEWS_COLUMNS, type NewsText, type NewsTextColumn } from '../../../domain/news/news-columns.ts';
import { columnsWith } from '../../../domain/column-use.ts';
import type { PictureChoice } from '../../../api/news-pictures.ts';

/** The columns typed in the form, in its order, and those it cannot be saved without. */
export const NEWS_TEXT = columnsWith(NEWS_COLUMNS, { edit: 'text' });
const REQUIRED: readonly NewsTextColumn[] = columnsWith(NEWS_COLUMNS, { edit: 'text', required: true });

/** The text columns as `value` makes them of each. */
const textColumns = <T>(value: (column: NewsTextColumn) => T) =>
  Object.fromEntries(NEWS_TEXT.map((column) => [column, value(column)])) as Record<NewsTextColumn, T>;

/** The news form as typed, shared by the add form and the edit mode of the list: the text columns, and the picture. */
export type NewsFieldValues = Record<NewsTextColumn, string> & {
  /** The address of a picture already online, or of the stored one when editing. */
  image: string;
  /** A picture chosen from the computer, already scaled; it takes the place of the address. */
  picture: (PreparedPicture & { fileName: string }) | null;
  imageAlt: string;
  decorative: boolean;
};

export const emptyNews: NewsFieldValues = {
  ...textColumns(() => ''),
  image: '',
  picture: null,
  imageAlt: '',
  decorative: false,
};

/** The fields of an item opened for editing; an empty text alternative is how a decorative picture is stored. */
export function newsValues(item: NewsItem): NewsFieldValues {
  return {
    ...textColumns((column) => item[column] ?? ''),
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

/** A picture chosen from the computer or an address typed: either needs a text alternative. */
export const hasPicture = (values: NewsFieldValues) => values.picture !== null || values.image.trim() !== '';

/** What the form shows of the picture: the chosen file scaled down, or the address when it is a web address. */
export const picturePreview = (values: NewsFieldValues) => values.picture?.preview ?? safeHttpUrl(values.image);

/**
 * The required text columns (title and content) are filled; an image address must be http(s); a picture says what
 * it shows or is decorative.
 */
export function newsProblems(values: NewsFieldValues): NewsProblems {
  const imageGiven = values.image.trim() !== '';
  return {
    missing: REQUIRED.some((column) => !values[column].trim()),
    image: !values.picture && imageGiven && !safeHttpUrl(values.image) ? panelWords.news.invalidImageUrl : null,
    alt: hasPicture(values) && !values.decorative && !values.imageAlt.trim() ? panelWords.news.fields.altMissing : null,
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

/** The text columns as written: trimmed, and an optional one left empty as null. */
export const newsText = (values: NewsFieldValues) =>
  textColumns((column) => values[column].trim() || (REQUIRED.includes(column) ? '' : null)) as NewsText;
