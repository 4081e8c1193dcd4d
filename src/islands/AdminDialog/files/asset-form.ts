import { panelWords } from '../../../i18n/pl/panel.ts';
import { validateAsset, type AssetDraft } from '../../../domain/files/asset-rules.ts';
import { displayName } from '../../../domain/files/upload-rules.ts';
import { ASSET_CATEGORIES, type AssetInput } from '../../../domain/files/asset.ts';
import { ASSET_COLUMNS, type AssetTextColumn } from '../../../domain/files/asset-columns.ts';
import { columnsWith } from '../../../domain/column-use.ts';

/** The form before anything is typed: its text columns empty, and the first category. */
export const emptyAssetDraft: AssetDraft = {
  ...(Object.fromEntries(columnsWith(ASSET_COLUMNS, { edit: 'text' }).map((column) => [column, ''])) as Record<
    AssetTextColumn,
    string
  >),
  category: ASSET_CATEGORIES[0]!,
};

/** The fields of the files form that can be in error, in the order the form shows them. */
export const ASSET_FIELDS = ['file', 'url'] as const;
type AssetFieldErrors = Partial<Record<(typeof ASSET_FIELDS)[number], string>>;

export type AddressCheck = { ok: true; value: AssetInput } | { ok: false; errors: AssetFieldErrors };

/**
 * The form when no file is chosen: the address is then the file. A wrong address is the address field's error;
 * an empty one is not wrong in itself, the form lacks a file or an address, which the file field, first, says.
 */
export function checkAddress(draft: AssetDraft): AddressCheck {
  const result = validateAsset(draft);
  if (result.ok) return result;
  const errors = draft.url.trim() ? { url: result.error } : { file: panelWords.files.fileOrUrlMissing };
  return { ok: false, errors };
}

/** What is stored beside an uploaded file: the name given, else the file's own; the description when given. */
export function uploadDetails(
  draft: AssetDraft,
  fileName: string,
): Pick<AssetInput, 'name' | 'category' | 'description'> {
  return {
    name: draft.name.trim() || displayName(fileName),
    category: draft.category,
    description: draft.description.trim() || null,
  };
}
