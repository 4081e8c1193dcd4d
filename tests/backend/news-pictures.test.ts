// @vitest-environment node
// A news picture follows its item (src/api/news-writes.ts, news-pictures.ts, bin-sweep.ts), driven through the
// panel's own functions against a real backend: in the bin or replaced by an edit, its files lie in the private
// bin bucket and their public addresses stop answering; restored, or its version brought back, they are served at
// the same addresses again; deleted for good, or left by the database's 30-day emptying of the bin, they are
// removed. The pictures are uploaded as the panel uploads them (same names and Cache-Control; the panel sends
// them with XMLHttpRequest, which Node lacks).
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  hosted,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  uniqueSuffix,
  type Target,
} from './harness.ts';
import { CACHE_SECONDS } from '../../src/domain/files/upload-rules.ts';
import { pictureAddresses, type PictureColumns } from '../../src/domain/news/news-picture.ts';
import type { NewsItem } from '../../src/domain/news/news-item.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';

let target: Target;
let adminClient: SupabaseClient;
let strangerClient: SupabaseClient;
let service: SupabaseClient;
let writes: typeof import('../../src/api/news-writes.ts');
let sweepBin: typeof import('../../src/api/bin-sweep.ts').sweepBin;
let readVersions: typeof import('../../src/api/item-versions.ts').readVersions;
let publicUrl: typeof import('../../src/api/storage.ts').publicUrl;
const tag = `pictures-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  const admin = await createAccount(target, { admin: true });
  adminClient = await signedIn(target, admin);
  strangerClient = await signedIn(target, await createAccount(target, { admin: false }));
  service = newClient(target, target.serviceRoleKey);
  // The panel's modules read the backend's address when first imported, and sign in as the panel does.
  vi.stubEnv('PUBLIC_SUPABASE_URL', target.url);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', target.anonKey);
  writes = await import('../../src/api/news-writes.ts');
  ({ sweepBin } = await import('../../src/api/bin-sweep.ts'));
  ({ readVersions } = await import('../../src/api/item-versions.ts'));
  ({ publicUrl } = await import('../../src/api/storage.ts'));
  const panel = (await import('../../src/api/supabase.ts')).supabase();
  expect((await panel.auth.signInWithPassword({ email: admin.email, password: admin.password })).error).toBeNull();
}, 60_000);

afterAll(async () => {
  (await import('../../src/api/supabase.ts')).supabase().auth.stopAutoRefresh();
  vi.unstubAllEnvs();
  await service?.from('news_items').delete().like('title', `${tag}%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(60).fill(7)])], {
  type: 'image/jpeg',
});
const WEBP = new Blob(['RIFF\0\0\0\0WEBPVP8 ', new Uint8Array(48)], { type: 'image/webp' });
const VARIANTS = {
  image: ['1600.jpg', JPEG],
  image_small: ['600.jpg', JPEG],
  image_webp: ['1600.webp', WEBP],
  image_webp_small: ['600.webp', WEBP],
} as const;

/** A picture's variants uploaded into a folder of their own, as the panel uploads them; its columns. */
async function uploadPicture(...columns: (keyof typeof VARIANTS)[]): Promise<PictureColumns> {
  const folder = `aktualnosci/${crypto.randomUUID()}`;
  const picture: PictureColumns = {
    image: null,
    image_alt: 'Plakat',
    image_width: 1600,
    image_height: 900,
    image_small: null,
    image_webp: null,
    image_webp_small: null,
  };
  for (const column of columns) {
    const [file, body] = VARIANTS[column];
    const uploaded = await adminClient.storage
      .from('pictures')
      .upload(`${folder}/${file}`, body, { cacheControl: String(CACHE_SECONDS) });
    expect(uploaded.error).toBeNull();
    picture[column] = publicUrl('pictures', `${folder}/${file}`);
  }
  return picture;
}

async function addItem(title: string, picture: PictureColumns): Promise<NewsItem> {
  const { data, error } = await adminClient
    .from('news_items')
    .insert({ title: `${tag} ${title}`, content: 'Treść.', ...picture })
    .select()
    .single();
  expect(error).toBeNull();
  return data as NewsItem;
}

/** The status each address answers a visitor with, in order. */
const served = (addresses: string[]) => Promise.all(addresses.map(async (address) => (await fetch(address)).status));
const GONE = [400, 404];
const notServed = async (addresses: string[]) => (await served(addresses)).every((status) => GONE.includes(status));

/** Which of these addresses' objects lie in the bin bucket, by name. */
async function inBin(addresses: string[]): Promise<boolean[]> {
  const names = addresses.map((address) => decodeURIComponent(address.split('/object/public/pictures/')[1]!));
  return Promise.all(
    names.map(async (name) => {
      const folder = name.slice(0, name.lastIndexOf('/'));
      const { data } = await adminClient.storage.from('bin').list(folder);
      return (data ?? []).some((entry) => `${folder}/${entry.name}` === name);
    }),
  );
}

const current = async (id: string) =>
  (await adminClient.from('news_items').select('*').eq('id', id).single()).data as NewsItem;

describe('a news picture in the bin', () => {
  test('binned, no variant is served, from the first answer; restored, each is again at its address', async () => {
    const picture = await uploadPicture('image', 'image_small', 'image_webp', 'image_webp_small');
    const addresses = pictureAddresses(picture);
    const item = await addItem('Zdjęcie bez zgody', picture);
    const responses = await Promise.all(addresses.map((address) => fetch(address)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(responses[0]!.headers.get('cache-control')).toBe(`max-age=${CACHE_SECONDS}`);

    // Only an administrator moves a picture: the policies of storage.objects (safety net migration).
    const name = addresses[0]!.split('/object/public/pictures/')[1]!;
    expect(
      (await strangerClient.storage.from('pictures').move(name, name, { destinationBucket: 'bin' })).error,
    ).not.toBeNull();
    // A stale copy is refused by the database: the picture, moved first, is moved back.
    const stale = await writes.moveNewsToBin({ ...item, version: item.version + 1 });
    expect(stale.error).toMatchObject({ code: 'PT409' });
    expect(await served(addresses)).toEqual([200, 200, 200, 200]);

    const binned = await writes.moveNewsToBin(item);
    expect(binned.error).toBeNull();
    expect(await notServed(addresses)).toBe(true);
    expect(await inBin(addresses)).toEqual([true, true, true, true]);
    expect(
      (await strangerClient.storage.from('bin').move(name, name, { destinationBucket: 'pictures' })).error,
    ).not.toBeNull();

    const restored = await writes.restoreNews(binned.data!);
    expect(restored.error).toBeNull();
    expect(restored.data?.deleted_at).toBeNull();
    expect(await served(addresses)).toEqual([200, 200, 200, 200]);
    expect(await inBin(addresses)).toEqual([false, false, false, false]);
  });

  test('a picture that cannot come back (its address taken, or gone) keeps the item in the bin, and says why', async () => {
    const picture = await uploadPicture('image', 'image_small');
    const addresses = pictureAddresses(picture);
    const binned = (await writes.moveNewsToBin(await addItem('Obraz nie wróci', picture))).data!;
    const small = addresses[1]!.split('/object/public/pictures/')[1]!;

    const other = await service.storage.from('pictures').upload(small, JPEG);
    expect(other.error).toBeNull();
    const taken = await writes.restoreNews(binned);
    expect(taken.error).toMatchObject({ explanation: panelWords.bin.pictureAddressTaken });
    // The large picture, moved out before the small one's address was found taken, went back into the bin.
    expect(await notServed([addresses[0]!])).toBe(true);
    expect(await inBin(addresses)).toEqual([true, true]);
    expect((await current(binned.id)).deleted_at).not.toBeNull();

    await service.storage.from('pictures').remove([small]);
    await service.storage.from('bin').remove([small]);
    const gone = await writes.restoreNews(binned);
    expect(gone.error).toMatchObject({ explanation: panelWords.bin.pictureGone });
    expect(await notServed(addresses)).toBe(true);
    expect(await inBin(addresses)).toEqual([true, false]);
    expect((await current(binned.id)).deleted_at).not.toBeNull();
  });
});

describe('a replaced picture', () => {
  test("kept in the bin while a version refers to it; 'Przywróć tę wersję' serves it again; deleted for good, it goes", async () => {
    const picture = await uploadPicture('image', 'image_webp');
    const addresses = pictureAddresses(picture);
    const item = await addItem('Plakat wymieniony', picture);
    const text = { title: item.title, content: 'Bez obrazu.' };
    const none = { picture: null, address: null, alt: '' };

    const edited = await writes.updateNews(item, text, none, null, () => {});
    expect(edited.error).toBeNull();
    expect(edited.data?.image).toBeNull();
    expect(await notServed(addresses)).toBe(true);
    expect(await inBin(addresses)).toEqual([true, true]);

    const versions = await readVersions<NewsItem>('news_items', item.id);
    const first = versions.data!.find((version) => version.version === item.version)!.row;
    const stale = await writes.restoreNewsVersion(item, first);
    expect(stale.error).toMatchObject({ code: 'PT409' });
    expect(await inBin(addresses)).toEqual([true, true]);
    const restored = await writes.restoreNewsVersion(edited.data!, first);
    expect(restored.error).toBeNull();
    expect(restored.data?.image).toBe(picture.image);
    expect(await served(addresses)).toEqual([200, 200]);

    // Replaced by a picture given by address: the stored one waits in the bin, and a sweep keeps it.
    const typed = { picture: null, address: 'https://example.org/plakat.jpg', alt: 'Plakat' };
    const replaced = await writes.updateNews(restored.data!, text, typed, null, () => {});
    expect(replaced.error).toBeNull();
    expect(await notServed(addresses)).toBe(true);
    const orphan = `aktualnosci/${crypto.randomUUID()}/1600.jpg`;
    expect((await adminClient.storage.from('bin').upload(orphan, JPEG)).error).toBeNull();
    expect((await sweepBin()).error).toBeNull();
    expect(await inBin([...addresses, publicUrl('pictures', orphan)])).toEqual([true, true, false]);

    const binned = await writes.moveNewsToBin(replaced.data!);
    expect(binned.error).toBeNull();
    const deleted = await writes.deleteNewsForGood(binned.data!);
    expect(deleted.error).toBeNull();
    expect(await inBin(addresses)).toEqual([false, false]);
    expect(await notServed(addresses)).toBe(true);
  });
});

test('a sweep whose read of the versions comes back full (1 000 rows) removes none of the names it asked about', async () => {
  const item = await addItem('Tysiąc wersji', await uploadPicture());
  const often = `aktualnosci/${crypto.randomUUID()}/1600.jpg`;
  const once = `aktualnosci/${crypto.randomUUID()}/1600.jpg`;
  for (const name of [often, once]) expect((await adminClient.storage.from('bin').upload(name, JPEG)).error).toBeNull();
  // Kept versions as the database writes them: 1 000 refer to one picture, the last to the other.
  const versions = [...Array<string>(1000).fill(often), once].map((name, index) => ({
    table_name: 'news_items',
    item_id: item.id,
    version: item.version + 1 + index,
    row_data: { image: publicUrl('pictures', name) },
  }));
  expect((await service.from('item_versions').insert(versions)).error).toBeNull();
  expect((await sweepBin()).error).toBeNull();
  expect(await inBin([often, once].map((name) => publicUrl('pictures', name)))).toEqual([true, true]);
  // Gone before the next sweep, whose answers they would fill too.
  await service.from('item_versions').delete().eq('item_id', item.id).gt('version', item.version);
});

test.skipIf(hosted)(
  'emptied from the bin after 30 days by the database, its pictures are removed by the next sweep',
  async () => {
    const picture = await uploadPicture('image', 'image_small');
    const addresses = pictureAddresses(picture);
    const item = await addItem('Stara w koszu', picture);
    const edited = await writes.updateNews(
      item,
      { title: item.title, content: 'Bez obrazu.' },
      { picture: null, address: null, alt: '' },
      null,
      () => {},
    );
    expect((await writes.moveNewsToBin(edited.data!)).error).toBeNull();
    await target.backend!.runDueWork(new Date(Date.now() + 31 * 86_400_000));
    expect((await adminClient.from('news_items').select('id').eq('id', item.id)).data).toEqual([]);
    expect(await inBin(addresses)).toEqual([true, true]);
    expect((await sweepBin()).error).toBeNull();
    expect(await inBin(addresses)).toEqual([false, false]);
  },
);
