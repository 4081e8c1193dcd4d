/**
 * A news picture's files in Storage: its variants uploaded, moved into the private bin and out of it with their
 * item (or while a kept version refers to a picture an edit replaced), and removed.
 */
import type { PreparedPicture } from '../browser/picture-variants.ts';
import type { Bucket } from '../domain/files/upload-rules.ts';
import { editedPicture, type PictureColumns } from '../domain/news/news-picture.ts';
import type { BackendError } from './errors.ts';
import { objectGone } from './storage-errors.ts';
import { panelWords } from '../i18n/pl/panel.ts';
import {
  moveStoredObject,
  removeBinObjects,
  removeStoredObjects,
  stillServed,
  storedObject,
  uploadObject,
} from './storage.ts';

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

/** A move not taken back: the picture's files are partly where the change that failed put them, which is said. */
export const notMovedBack = (error: BackendError): BackendError => ({
  ...error,
  explanation: panelWords.news.pictureNotMovedBack,
});

/** A picture's files moved, and the way back for when the record's write after it fails. */
export interface PictureMove {
  error: BackendError | null;
  /** Moves back what was moved, last first, each tried; the error of the first that could not be. */
  undo: () => Promise<BackendError | null>;
}

/**
 * Moves the files behind these addresses into the bin or out of it to their addresses, all or none: when one
 * fails, those moved are moved back. A file already where it is going counts as moved (not found where it lay,
 * and its address serving it, or not, as the move wanted), so a step repeated after a failure finds its work done,
 * and a picture binned or replaced before pictures followed their item, still at its address, is restored as it
 * is. Addresses elsewhere have nothing to move.
 */
export async function movePicture(addresses: readonly string[], to: 'bin' | 'public'): Promise<PictureMove> {
  const moved: string[] = [];
  const undo = async () => {
    let failed: BackendError | null = null;
    for (const address of moved.splice(0).reverse()) {
      const back = await moveStoredObject(address, to === 'bin' ? 'public' : 'bin');
      failed ??= back.error;
    }
    return failed;
  };
  for (const address of new Set(addresses)) {
    const object = storedObject(address);
    if (!object) continue;
    const { error } = await moveStoredObject(address, to);
    if (!error) moved.push(address);
    else if (!objectGone(error) || (await stillServed(object.bucket as Bucket, object.name)) !== (to === 'public')) {
      const back = await undo();
      return { error: back ? notMovedBack(back) : error, undo };
    }
  }
  return { error: null, undo };
}

/**
 * Removes a picture's files wherever they lie: in the bin, or still at their addresses (pictures binned or
 * replaced before they followed their item). Fails only when one is still served: a file left in the bin is never
 * served, and the next sweep of the bin removes it.
 */
export async function removePictures(addresses: readonly string[]): Promise<{ error: BackendError | null }> {
  const stored = [...new Set(addresses)].filter((address) => storedObject(address));
  const { removed } = await removeBinObjects(stored.map((address) => storedObject(address)!.name));
  return removeStoredObjects(stored.filter((address) => !removed.has(storedObject(address)!.name)));
}
