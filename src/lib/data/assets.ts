/** The assets table: files registered by link (the file itself lives elsewhere), its live list and writes. */
import { signedInClient } from './signed-in-client.ts';
import { createLiveList } from '../live-list.ts';
import type { AssetCategory, AssetType } from '../asset-rules.ts';
import { strings } from '../../data/strings.ts';

export interface Asset {
  id: string;
  name: string;
  url: string;
  type: AssetType;
  category: AssetCategory;
  description: string | null;
  uploaded_at: string;
  uploaded_by: string | null;
}

export type AssetInput = Pick<Asset, 'name' | 'url' | 'type' | 'category' | 'description'>;

export const assetList = createLiveList<Asset>({
  table: 'assets',
  orderBy: 'uploaded_at',
  loadError: strings.files.loadFailed,
});

export async function addAsset(input: AssetInput) {
  return (await signedInClient()).from('assets').insert(input).select().single<Asset>();
}

export async function deleteAsset(id: string) {
  return (await signedInClient()).from('assets').delete().eq('id', id).select('id').single();
}
