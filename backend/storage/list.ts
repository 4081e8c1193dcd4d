import type { Transaction } from '@electric-sql/pglite';
import { StorageError } from './errors.ts';
import { objectsBelow, type ObjectRow } from './objects.ts';

export interface ListOptions {
  /** The folder listed, without slashes at either end; '' for the bucket's top. */
  prefix: string;
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  /** Only names containing this text. */
  search: string;
}

/** An entry as hosted Storage lists it: a file with its row, or a folder with only its name. */
type Folder = { [Column in keyof ObjectRow]: Column extends 'name' ? string : null };
type Entry = ObjectRow | Folder;

const folder = (name: string): Folder => ({
  name,
  id: null,
  metadata: null,
  created_at: null,
  updated_at: null,
  last_accessed_at: null,
});

const count = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;

export function parseListOptions(body: Record<string, unknown>): ListOptions {
  const { prefix = '', limit, offset, sortBy, search = '' } = body;
  if (typeof prefix !== 'string' || typeof search !== 'string') {
    throw new StorageError(400, 'InvalidRequest', 'prefix and search must be text');
  }
  const order = (sortBy as { order?: unknown } | undefined)?.order === 'desc' ? 'desc' : 'asc';
  return {
    prefix: prefix.replace(/^\/+|\/+$/g, ''),
    limit: count(limit, 100, 1000),
    offset: count(offset, 0, Number.MAX_SAFE_INTEGER),
    order,
    search,
  };
}

/** One folder's files and subfolders that the caller may see, by name. */
export async function listFolder(tx: Transaction, bucket: string, options: ListOptions): Promise<Entry[]> {
  const parent = options.prefix === '' ? '' : `${options.prefix}/`;
  const entries = new Map<string, Entry>();
  for (const row of await objectsBelow(tx, bucket, parent)) {
    const rest = row.name.slice(parent.length);
    const [head = '', ...below] = rest.split('/');
    if (!head.includes(options.search)) continue;
    if (below.length > 0) {
      if (!entries.has(head)) entries.set(head, folder(head));
    } else entries.set(head, { ...row, name: head });
  }
  const sorted = [...entries.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  if (options.order === 'desc') sorted.reverse();
  return sorted.slice(options.offset, options.offset + options.limit);
}
