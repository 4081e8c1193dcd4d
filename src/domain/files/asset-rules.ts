/**
 * Rules for files registered by link: the address must be http(s); the name, when not given, comes from the
 * address; the type follows the file's extension. Pure functions, used by the panel and its tests.
 */
import { parseHttpUrl } from '../../util/urls.ts';
import { formatFileSize } from '../../util/file-size.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import type { TableRow } from '../database.types.ts';
import type { AssetCategory, AssetInput } from './asset.ts';
import type { AssetTextColumn } from './asset-columns.ts';

export type AssetType = TableRow<'assets'>['type'];

/** The address of each category's own page: /pliki-do-pobrania/ogolne, …/programy, …/rodo. */
export const categoryPath: Record<AssetCategory, string> = {
  general: '/pliki-do-pobrania/ogolne',
  programs: '/pliki-do-pobrania/programy',
  rodo: '/pliki-do-pobrania/rodo',
};

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];

function lastSegment(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The name to show: the one given, else the last path segment of the URL (no query or hash), else 'Plik bez nazwy'. */
function assetName(name: string, url: URL): string {
  return name.trim() || lastSegment(url) || siteWords.files.unnamed;
}

/** 'image' for jpg, jpeg, png, gif, webp and svg; every other file is treated as a PDF. */
function assetType(url: URL): AssetType {
  const extension = lastSegment(url).split('.').pop()?.toLowerCase() ?? '';
  return lastSegment(url).includes('.') && IMAGE_EXTENSIONS.includes(extension) ? 'image' : 'pdf';
}

/** The form as typed: its text columns (`asset-columns.ts`) and the category chosen. */
export type AssetDraft = Record<AssetTextColumn, string> & { category: AssetCategory };

export type AssetValidation = { ok: true; value: AssetInput } | { ok: false; error: string };

/** Validates the file form; the only refusal is an address that is not an http(s) URL. */
export function validateAsset(draft: AssetDraft): AssetValidation {
  const url = parseHttpUrl(draft.url);
  if (!url) return { ok: false, error: siteWords.files.invalidUrl };
  return {
    ok: true,
    value: {
      name: assetName(draft.name, url),
      url: url.href,
      type: assetType(url),
      category: draft.category,
      description: draft.description.trim() || null,
    },
  };
}

/** What a download link says about its file, as the static documents do: `PDF, 84 KB`, `JPG`, `obraz`. */
export function assetMeta(asset: Pick<TableRow<'assets'>, 'type' | 'url' | 'size_bytes'>): string {
  const url = parseHttpUrl(asset.url);
  const extension = url ? (lastSegment(url).split('.').pop()?.toLowerCase() ?? '') : '';
  const format =
    asset.type === 'pdf'
      ? siteWords.files.types.pdf
      : IMAGE_EXTENSIONS.includes(extension)
        ? extension.toUpperCase()
        : siteWords.files.types.image;
  return asset.size_bytes ? `${format}, ${formatFileSize(asset.size_bytes)}` : format;
}
