/** Uploading a news picture's variants to Storage, and removing a picture's stored files. */
import type { PreparedPicture } from '../browser/picture-variants.ts';
import { editedPicture, pictureAddresses, type PictureColumns } from '../domain/news/news-picture.ts';
import type { BackendError } from './errors.ts';
import { removeStoredObjects, uploadObject } from './storage.ts';

const EXTENSION = { jpeg: 'jpg', webp: 'webp' } as const;
const COLUMN = {
  large: { jpeg: 'image', webp: 'image_webp' },
  small: { jpeg: 'image_small', webp: 'image_webp_small' },
} as const;

export type UploadedPicture = Omit<PictureColumns, 'image_alt'>;

/**
 * Uploads every variant into a folder of its own; `onProgress` gets the share of all their bytes sent. When one
 * fails, those already sent are removed again.
 */
export async function uploadNewsPicture(
  picture: PreparedPicture,
  onProgress: (sent: number) => void,
): Promise<{ columns: UploadedPicture | null; error: BackendError | null }> {
  const folder = `aktualnosci/${crypto.randomUUID()}`;
  const total = picture.variants.reduce((sum, variant) => sum + variant.blob.size, 0);
  const columns: UploadedPicture = {
    image: null,
    image_small: null,
    image_webp: null,
    image_webp_small: null,
    image_width: picture.width,
    image_height: picture.height,
  };
  let done = 0;
  for (const variant of picture.variants) {
    const name = `${folder}/${variant.size === 'large' ? 1600 : 600}.${EXTENSION[variant.format]}`;
    const uploaded = await uploadObject('pictures', name, variant.blob, (sent) =>
      onProgress((done + sent * variant.blob.size) / total),
    );
    if (!uploaded.url) {
      await removeStoredObjects(Object.values(columns).filter((value): value is string => typeof value === 'string'));
      return { columns: null, error: uploaded.error };
    }
    columns[COLUMN[variant.size][variant.format]] = uploaded.url;
    done += variant.blob.size;
  }
  return { columns, error: null };
}

/** What the form says about the picture: one chosen from the computer, or an address, and its text alternative. */
export interface PictureChoice {
  picture: PreparedPicture | null;
  address: string | null;
  /** '' for a decorative picture. */
  alt: string;
}

/** The picture columns to write: the upload's addresses, or the address as edited. */
export async function pictureColumns(
  choice: PictureChoice,
  previous: PictureColumns,
  onProgress: (sent: number) => void,
): Promise<{ columns: PictureColumns | null; error: BackendError | null }> {
  if (!choice.picture) return { columns: editedPicture(previous, choice.address, choice.alt), error: null };
  const uploaded = await uploadNewsPicture(choice.picture, onProgress);
  return { columns: uploaded.columns && { ...uploaded.columns, image_alt: choice.alt }, error: uploaded.error };
}

/** The stored files of `previous` that `current` no longer shows; removing them may fail without harm to anyone. */
export async function removeReplacedPicture(previous: PictureColumns, current: PictureColumns): Promise<void> {
  const kept = new Set(pictureAddresses(current));
  await removeStoredObjects(pictureAddresses(previous).filter((address) => !kept.has(address)));
}
