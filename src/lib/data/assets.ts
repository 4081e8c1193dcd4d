/** The assets table: files registered by link (the file itself lives elsewhere), its live list and writes. */
import { signedInClient } from './signed-in-client.ts';
import { createLiveList } from '../live-list.ts';
import { strings } from '../../data/strings.ts';
import type { TableRow } from './database.types.ts';

export type Asset = TableRow<'assets'>;

export type AssetInput = Pick<Asset, 'name' | 'url' | 'type' | 'category' | 'description'>;

export const assetList = createLiveList({
  table: 'assets',
  orderBy: 'uploaded_at',
  loadError: strings.files.loadFailed,
});

export async function addAsset(input: AssetInput) {
  return (await signedInClient()).from('assets').insert(input).select().single();
}

export async function deleteAsset(id: string) {
  return (await signedInClient()).from('assets').delete().eq('id', id).select('id').single();
}
