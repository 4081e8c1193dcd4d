/**
 * Rules for files registered by link: the address must be http(s); the name, when not given, comes from the
 * address; the type follows the file's extension. Pure functions, used by the panel and its tests.
 */
import { parseHttpUrl } from './urls.ts';
import { strings } from '../data/strings.ts';

export const ASSET_CATEGORIES = ['general', 'programs', 'rodo'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
export type AssetType = 'image' | 'pdf';

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
export function assetName(name: string, url: URL): string {
  return name.trim() || lastSegment(url) || strings.files.unnamed;
}

/** 'image' for jpg, jpeg, png, gif, webp and svg; every other file is treated as a PDF. */
export function assetType(url: URL): AssetType {
  const extension = lastSegment(url).split('.').pop()?.toLowerCase() ?? '';
  return lastSegment(url).includes('.') && IMAGE_EXTENSIONS.includes(extension) ? 'image' : 'pdf';
}

export interface AssetDraft {
  url: string;
  name: string;
  description: string;
  category: AssetCategory;
}

export type AssetValidation =
  | { ok: true; value: { name: string; url: string; type: AssetType; category: AssetCategory; description: string | null } }
  | { ok: false; error: string };

/** Validates the file form; the only refusal is an address that is not an http(s) URL. */
export function validateAsset(draft: AssetDraft): AssetValidation {
  const url = parseHttpUrl(draft.url);
  if (!url) return { ok: false, error: strings.files.invalidUrl };
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
