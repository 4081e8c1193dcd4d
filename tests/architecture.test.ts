import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas as enforced } from '../eslint.config.js';

/**
 * The areas of src/ are said in three places that must agree: the folders themselves, `areas` in eslint.config.js
 * (which ESLint enforces) and the table of docs/architecture.md (which people read). A folder added to src/ without
 * its row and its entry fails here.
 */
const root = join(import.meta.dirname, '..');
const src = join(root, 'src');
const PAGE = 'docs/architecture.md';
const HEADER = ['area', 'holds', 'may import'];
/** The only files directly in src/: Astro's content collections and its type declarations. */
const FILES_IN_SRC = ['content.config.ts', 'env.d.ts'];

/** The cells of a Markdown table row, or undefined for a line that is not one (a `\|` stays inside its cell). */
function cells(line: string): string[] | undefined {
  const row = line.trim();
  if (!row.startsWith('|') || !row.endsWith('|')) return undefined;
  return row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** `src/domain` → domain; `` `util` `` or util → util. */
function areaName(cell: string): string {
  return cell
    .replace(/`/g, '')
    .trim()
    .replace(/^src\//, '')
    .replace(/\/$/, '');
}

/** The table `| area | holds | may import |` of the page: each area with the areas it may import, sorted. */
function documentedAreas(markdown: string): Record<string, string[]> {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => cells(line)?.join('|') === HEADER.join('|'));
  if (start < 0) throw new Error(`${PAGE} has no table with the columns | ${HEADER.join(' | ')} |`);
  const documented: Record<string, string[]> = {};
  for (const line of lines.slice(start + 2)) {
    const row = cells(line);
    if (!row) break;
    const [area, , mayImport] = row;
    if (row.length !== HEADER.length || !/^`src\/[^`/]+`$/.test(area!)) {
      throw new Error(`${PAGE}: a row of the areas' table is not | \`src/<folder>\` | … | … |: ${line.trim()}`);
    }
    const name = areaName(area!);
    if (name in documented) throw new Error(`${PAGE}: the area src/${name} has two rows`);
    documented[name] = /^(—|-|)$/.test(mayImport!) ? [] : mayImport!.split(',').map(areaName).sort();
  }
  return documented;
}

const sorted = (record: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(record).map(([area, allowed]) => [area, [...allowed].sort()]));

const areas: Record<string, readonly string[]> = enforced;
const entries = readdirSync(src, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const files = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name);
const documented = documentedAreas(readFileSync(join(root, PAGE), 'utf8'));

describe('the areas of src/', () => {
  it(`are described in ${PAGE} as eslint.config.js enforces them: each area once, with what it may import`, () => {
    expect(documented).toEqual(sorted(areas));
  });

  it('are exactly the folders of src/ (a new folder needs its entry in `areas` and its row in the table)', () => {
    const missing = (names: string[], from: string[]) => names.filter((name) => !from.includes(name));
    expect({
      'folders of src/ that are not in `areas` of eslint.config.js': missing(folders, Object.keys(areas)),
      [`folders of src/ without a row in ${PAGE}`]: missing(folders, Object.keys(documented)),
      'areas without a folder in src/': missing([...Object.keys(areas), ...Object.keys(documented)], folders),
    }).toEqual({
      'folders of src/ that are not in `areas` of eslint.config.js': [],
      [`folders of src/ without a row in ${PAGE}`]: [],
      'areas without a folder in src/': [],
    });
  });

  it(`hold every file of src/ but ${FILES_IN_SRC.join(' and ')}`, () => {
    expect(files.sort()).toEqual(FILES_IN_SRC);
  });

  it('may import only areas that exist', () => {
    const known = Object.keys(areas);
    const unknown = Object.entries(areas).flatMap(([area, allowed]) =>
      allowed.filter((other) => !known.includes(other)).map((other) => `${area} → ${other}`),
    );
    expect(unknown).toEqual([]);
  });
});
