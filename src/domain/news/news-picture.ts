/**
 * A news item's picture: the columns that describe it, what the pages render from them (sources for srcset, the
 * stored size, the text alternative) and which stored files go with it. Pure functions, shared by the pages, the
 * panel and their tests.
 */
import { safeHttpUrl } from '../../util/urls.ts';
import type { NewsItem } from './news-item.ts';
import type { NEWS_COLUMNS } from './news-columns.ts';
import type { ColumnsWith } from '../column-use.ts';

/** The columns written with the picture (`news-columns.ts`). */
export type PictureColumns = Pick<NewsItem, ColumnsWith<typeof NEWS_COLUMNS, { edit: 'picture' }>>;

export const NO_PICTURE: PictureColumns = {
  image: null,
  image_alt: null,
  image_width: null,
  image_height: null,
  image_small: null,
  image_webp: null,
  image_webp_small: null,
};

/** Only the picture's columns of a whole row: what a write of the picture may carry. */
export function pictureOf(row: PictureColumns): PictureColumns {
  const { image, image_alt, image_width, image_height, image_small, image_webp, image_webp_small } = row;
  return { image, image_alt, image_width, image_height, image_small, image_webp, image_webp_small };
}

/** The widths of the uploaded variants, as `srcset` states them. */
const LARGE = 1600;
const SMALL = 600;

export interface PictureSources {
  src: string;
  /** Present for uploaded pictures: the small and the large JPEG. */
  srcSet?: string;
  webpSrcSet?: string;
  width?: number;
  height?: number;
  /** '' for a decorative picture, and for items from before text alternatives were asked for. */
  alt: string;
}

function srcSet(small: string | null, large: string | null, largeWidth: number): string | undefined {
  if (!small || !large) return undefined;
  return `${small} ${Math.min(SMALL, largeWidth)}w, ${large} ${largeWidth}w`;
}

/** What a page renders for the item's picture; null without one, or when its address is not http(s). */
export function pictureSources(item: PictureColumns): PictureSources | null {
  const src = safeHttpUrl(item.image);
  if (!src) return null;
  const width = item.image_width ?? undefined;
  const height = item.image_height ?? undefined;
  const largeWidth = width ?? LARGE;
  return {
    src,
    srcSet: srcSet(safeHttpUrl(item.image_small), src, largeWidth),
    webpSrcSet: srcSet(
      safeHttpUrl(item.image_small && item.image_webp_small),
      safeHttpUrl(item.image_webp),
      largeWidth,
    ),
    width,
    height,
    alt: item.image_alt ?? '',
  };
}

/** Every address of the item's picture: the files to remove with it. */
export function pictureAddresses(item: PictureColumns): string[] {
  return [item.image, item.image_small, item.image_webp, item.image_webp_small].filter((url): url is string =>
    Boolean(url),
  );
}

/** The addresses `previous` shows that `current` does not: the files an edit or a version brought back replaces. */
export function addressesLeft(previous: PictureColumns, current: PictureColumns): string[] {
  const kept = new Set(pictureAddresses(current));
  return pictureAddresses(previous).filter((address) => !kept.has(address));
}

/**
 * The columns after an edit of the address and the text alternative: an unchanged address keeps its variants and
 * size; a new address stands alone, as pictures given by address have no variants.
 */
export function editedPicture(previous: PictureColumns, address: string | null, alt: string | null): PictureColumns {
  if (!address) return NO_PICTURE;
  if (address === previous.image) return { ...pictureOf(previous), image_alt: alt };
  return { ...NO_PICTURE, image: address, image_alt: alt };
}
