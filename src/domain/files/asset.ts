/** A file the administrator registered (uploaded to Storage or given by link), and its categories. */
import type { TableRow } from '../database.types.ts';

export type Asset = TableRow<'assets'>;

export type AssetCategory = Asset['category'];

/** In the order the downloads page and the form list them. */
export const ASSET_CATEGORIES: readonly AssetCategory[] = ['general', 'programs', 'rodo'];

export type AssetInput = Pick<Asset, 'name' | 'url' | 'type' | 'category' | 'description'> &
  Partial<Pick<Asset, 'size_bytes'>>;
