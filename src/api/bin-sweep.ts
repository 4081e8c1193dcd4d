/**
 * The sweep of the private bin bucket, run when an administrator opens the bin: the files and pictures there that
 * nothing refers to any more are removed. The database empties the bin of records older than 30 days by itself
 * (private.run_due_work), but on a hosted project SQL cannot delete Storage objects, only the Storage API can; so
 * their files and pictures, and those of a deletion for good whose removal failed, stay in the bucket (never
 * served) until this runs. An object is kept while anything refers to it, whatever the referrer says: a file's
 * record or a news item, in the bin or not ('Usuń' moves the file first and changes the record after it), or a
 * kept version of a news item (a picture an edit replaced, which 'Przywróć tę wersję' brings back).
 */
import { signedInClient } from './signed-in-client.ts';
import type { BackendError } from './errors.ts';
import type { Bucket } from '../domain/files/upload-rules.ts';

/** How many names one read checks: the addresses travel in the read's own address. */
const NAMES_PER_READ = 20;

const PICTURE_COLUMNS = ['image', 'image_small', 'image_webp', 'image_webp_small'] as const;

/**
 * The most rows a read answers (PostgREST's max_rows, hosted Supabase's too). Versions repeat a picture, so an
 * answer that full may have left out the one row that refers to another name: then every name asked about is kept.
 */
const MAX_ROWS = 1000;

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** One read of what still refers to these addresses, in the buckets whose addresses it is asked about. */
interface Referrers {
  buckets: Bucket[];
  read: (client: Client, addresses: string[]) => Promise<{ found: (string | null)[]; error: BackendError | null }>;
}

/**
 * One column a read: a filter on several columns at once (`or=`) is more than the local backend speaks, and its
 * address would hold every address four times.
 */
const REFERRERS: Referrers[] = [
  {
    buckets: ['documents', 'pictures'],
    read: async (client, addresses) => {
      const { data, error } = await client.from('assets').select('url').in('url', addresses);
      return { found: data?.map((row) => row.url) ?? [], error };
    },
  },
  ...PICTURE_COLUMNS.map((column): Referrers => ({
    buckets: ['pictures'],
    read: async (client, addresses) => {
      const { data, error } = await client
        .from('news_items')
        .select('image, image_small, image_webp, image_webp_small')
        .in(column, addresses);
      return { found: data?.map((row) => row[column]) ?? [], error };
    },
  })),
  ...PICTURE_COLUMNS.map((column): Referrers => ({
    buckets: ['pictures'],
    read: async (client, addresses) => {
      const { data, error } = await client
        .from('item_versions')
        .select(`address:row_data->>${column}`)
        .eq('table_name', 'news_items')
        .in(`row_data->>${column}`, addresses);
      return { found: data?.map((row) => row.address) ?? [], error };
    },
  })),
];

/** The names among these that nothing refers to, each read asked only about those the reads before left. */
async function unreferred(
  client: Client,
  names: string[],
  publicUrl: (bucket: Bucket, name: string) => string,
): Promise<{ names: string[]; error: BackendError | null }> {
  let left = names;
  for (const { buckets, read } of REFERRERS) {
    if (left.length === 0) break;
    const { found, error } = await read(
      client,
      left.flatMap((name) => buckets.map((bucket) => publicUrl(bucket, name))),
    );
    if (error) return { names: [], error };
    if (found.length >= MAX_ROWS) return { names: [], error: null };
    const referred = new Set(found);
    left = left.filter((name) => !buckets.some((bucket) => referred.has(publicUrl(bucket, name))));
  }
  return { names: left, error: null };
}

/** Removes what lies in the bin and nothing refers to; answers how many it removed. */
export async function sweepBin(): Promise<{ removed: number; error: BackendError | null }> {
  const { binObjectNames, removeBinObjects, publicUrl } = await import('./storage.ts');
  const listed = await binObjectNames();
  if (listed.error) return { removed: 0, error: listed.error };
  const client = await signedInClient();
  const orphans: string[] = [];
  for (let start = 0; start < listed.names.length; start += NAMES_PER_READ) {
    const checked = await unreferred(client, listed.names.slice(start, start + NAMES_PER_READ), publicUrl);
    if (checked.error) return { removed: 0, error: checked.error };
    orphans.push(...checked.names);
  }
  const removed = await removeBinObjects(orphans);
  return { removed: removed.removed.size, error: removed.error };
}
