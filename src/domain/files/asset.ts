/** A file the administrator registered (uploaded to Storage or given by link), and its categories. */
import type { TableRow } from '../database.types.ts';
import type { AssetInsertColumn, AssetUploadColumn } from './asset-columns.ts';

export type Asset = TableRow<'assets'>;

export type AssetCategory = Asset['category'];

/** In the order the downloads page and the form list them. */
export const ASSET_CATEGORIES: readonly AssetCategory[] = ['general', 'programs', 'rodo'];

/** What adding a file writes (`asset-columns.ts`). */
export type AssetInput = Pick<Asset, AssetInsertColumn> & Partial<Pick<Asset, AssetUploadColumn>>;
