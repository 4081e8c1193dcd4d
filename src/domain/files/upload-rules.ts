/**
 * What the administrator may upload, checked in the browser before a byte is sent, with the same limits the
 * buckets enforce (supabase/migrations): PDFs up to 20 MB, JPEG, PNG and WebP pictures up to 10 MB. The content
 * is checked against the type with the backend's own signatures, because hosted Storage trusts the type it is told.
 * A refusal is a reason; the panel says it in its words (src/api/upload-check.ts).
 */
import { contentMatchesType } from '../../util/file-signatures.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import type { AssetType } from './asset-rules.ts';

export type Bucket = 'documents' | 'pictures';

interface UploadRule {
  bucket: Bucket;
  maxBytes: number;
  types: readonly string[];
}

export const UPLOAD_RULES: Record<AssetType, UploadRule> = {
  pdf: { bucket: 'documents', maxBytes: 20 * 1024 * 1024, types: ['application/pdf'] },
  image: { bucket: 'pictures', maxBytes: 10 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
};

/**
 * How long a browser or the CDN may keep an uploaded file or picture (its `Cache-Control: max-age`): five minutes.
 * An administrator can take either down (a picture that shows someone without consent, a document with personal
 * data), and the bin or a deletion stops the origin serving it at once; a copy kept longer would go on being shown
 * for as long. Hosted Storage's CDN keeps an object as long as this header says (the Smart CDN of paid plans also
 * drops it within 60 s of a change). A visitor coming back later asks again and gets `304` for an unchanged file
 * (docs/decisions.md, docs/benchmarks.md).
 */
export const CACHE_SECONDS = 300;

/** How many first bytes `checkUpload` needs to see. */
export const SIGNATURE_BYTES = 16;

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a chosen file may not be sent: a type the place does not take (any file, or a picture only), an empty file,
 * one over its bucket's limit (sizes in bytes), or content that is not what its type says.
 */
export type UploadRefusal =
  | { reason: 'wrongType' | 'wrongPictureType' | 'empty' | 'contentMismatch' }
  | { reason: 'tooLarge'; size: number; limit: number };

export type UploadCheck = { ok: true; kind: AssetType; rule: UploadRule } | { ok: false; refusal: UploadRefusal };

/** Whether a chosen file may be uploaded as `accepted` kinds; `head` is its first bytes. */
export function checkAgainstUploadRules(
  file: ChosenFile,
  head: Uint8Array,
  accepted: readonly AssetType[],
): UploadCheck {
  const refused = (refusal: UploadRefusal): UploadCheck => ({ ok: false, refusal });
  const kind = accepted.find((candidate) => UPLOAD_RULES[candidate].types.includes(file.type));
  if (!kind) return refused({ reason: accepted.includes('pdf') ? 'wrongType' : 'wrongPictureType' });
  const rule = UPLOAD_RULES[kind];
  if (file.size === 0) return refused({ reason: 'empty' });
  if (file.size > rule.maxBytes) return refused({ reason: 'tooLarge', size: file.size, limit: rule.maxBytes });
  if (!contentMatchesType(file.type, head)) return refused({ reason: 'contentMismatch' });
  return { ok: true, kind, rule };
}

/**
 * The stored name of a file: a folder of its own (so two files of the same name never collide and nothing is
 * overwritten) and the file's name in plain ASCII, which Storage keys require. No slash or `..` from the file's
 * name survives.
 */
export function objectName(fileName: string, folder: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ending = /\.([a-z0-9]{1,5})$/i.exec(base);
  const extension = ending?.[1]?.toLowerCase() ?? '';
  const ascii = (ending ? base.slice(0, -ending[0].length) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${folder}/${ascii || 'plik'}${extension ? `.${extension}` : ''}`;
}

/** The name residents see when the administrator gives none: the file's name without its extension. */
export function displayName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[_]+/g, ' ').trim();
  return stem || siteWords.files.unnamed;
}
