// Every page read by the visual editor's own MDX reader (Keystatic's, from keystatic.config.ts), as `npm run edit`
// reads it before showing the page; a page it cannot read does not open.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import keystatic from '../../keystatic.config.ts';

const pagesDir = join(import.meta.dirname, '..', '..', 'content', 'pages');

interface ContentField {
  parse(value: unknown, args: { content: Uint8Array; other: Map<string, unknown>; external: Map<string, unknown>; slug: string }): unknown;
}

const collections = keystatic.collections!;
const sources = [
  { collection: collections.pages!, folder: '' },
  { collection: collections.pagesUk!, folder: 'uk' },
];

const pages = sources.flatMap(({ collection, folder }) =>
  readdirSync(join(pagesDir, folder))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ file: join(folder, file), field: collection.schema.content as unknown as ContentField })),
);

/** What the editor says about a page it cannot read, or null when it reads it. */
function readError({ file, field }: (typeof pages)[number]): string | null {
  const body = readFileSync(join(pagesDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    field.parse(undefined, { content: new TextEncoder().encode(body), other: new Map(), external: new Map(), slug: file });
    return null;
  } catch (error) {
    return String((error as Error).message).replace(/\s+/g, ' ');
  }
}

/**
 * Keystatic 0.6.9 puts an inline component in a table cell into a paragraph of its own, and an MDX table cell
 * holds one paragraph: a cell that mixes an amount with words ("<Amount … /> miesięcznie") cannot be read. These
 * pages wait for that to be fixed (or their tables to be rebuilt); any other page must open.
 */
const WAITING_FOR_TABLE_CELLS = [
  'bon-cieplowniczy.mdx',
  'dodatek-mieszkaniowy.mdx',
  'karta-duzej-rodziny.mdx',
  'posilek-w-szkole.mdx',
  'program-fundusze-europejskie-pomoc-zywnosciowa.mdx',
  'swiadczenia-rodzinne-ukraina.mdx',
  'uk/swiadczenia-rodzinne-ukraina.mdx',
  'zasilek-rodzinny.mdx',
];

describe('the visual editor reads the pages', () => {
  it('finds every page', () => expect(pages.length).toBeGreaterThan(50));

  it('reads every page but those waiting for table cells, and those only for that reason', () => {
    const unread = pages.map((page) => ({ file: page.file, error: readError(page) })).filter((page) => page.error !== null);
    expect(unread.filter((page) => !WAITING_FOR_TABLE_CELLS.includes(page.file)).map((page) => `${page.file}: ${page.error}`)).toEqual([]);
    expect(unread.map((page) => page.file).sort()).toEqual([...WAITING_FOR_TABLE_CELLS].sort());
    for (const page of unread) expect(page.error, page.file).toContain('tableCell has unexpected children');
  });
});
