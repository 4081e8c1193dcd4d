import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maxLengths } from './database.types.ts';
import { columnsWith, pick, type ColumnUse } from './column-use.ts';
import { NEWS_COLUMNS, NEWS_COLUMNS_LEFT_OUT } from './news/news-columns.ts';
import { ASSET_COLUMNS, ASSET_COLUMNS_LEFT_OUT } from './files/asset-columns.ts';
import { NOTICE_COLUMNS, NOTICE_COLUMNS_LEFT_OUT } from './notices/notice-columns.ts';

/** The columns of a table's row type as `npm run db:types` wrote them, in their order. */
function generatedColumns(table: string): string[] {
  const text = readFileSync(new URL('./database.types.ts', import.meta.url), 'utf8');
  const start = text.indexOf(`      ${table}: {\n        Row: {\n`);
  expect(start, `${table} is not in database.types.ts`).toBeGreaterThan(-1);
  return [...text.slice(start, text.indexOf('        };', start)).matchAll(/^ {10}(\w+): /gm)].map(
    (match) => match[1]!,
  );
}

const tables = [
  { table: 'news_items', described: NEWS_COLUMNS, leftOut: NEWS_COLUMNS_LEFT_OUT, file: 'news/news-columns.ts' },
  { table: 'assets', described: ASSET_COLUMNS, leftOut: ASSET_COLUMNS_LEFT_OUT, file: 'files/asset-columns.ts' },
  {
    table: 'notices',
    described: NOTICE_COLUMNS,
    leftOut: NOTICE_COLUMNS_LEFT_OUT,
    file: 'notices/notice-columns.ts',
  },
] as const;

describe.each(tables)('the columns of $table', ({ table, described, leftOut, file }) => {
  const describedColumns: Record<string, ColumnUse> = described;
  const reasons: Record<string, string> = leftOut;

  it('are each described, or left out with a reason, in src/domain/' + file, () => {
    const accounted = [...Object.keys(describedColumns), ...Object.keys(reasons)];
    const missing = generatedColumns(table).filter((column) => !accounted.includes(column));
    expect(
      missing,
      `describe these columns of ${table} in src/domain/${file}, or leave them out with a reason`,
    ).toEqual([]);
    expect(
      accounted.filter((column) => !generatedColumns(table).includes(column)),
      'columns that do not exist',
    ).toEqual([]);
    expect(
      Object.keys(describedColumns).filter((column) => column in reasons),
      'both described and left out',
    ).toEqual([]);
    for (const [column, reason] of Object.entries(reasons)) expect(reason.trim(), column).not.toBe('');
  });

  it('carry the length the database’s check allows', () => {
    const checked: Record<string, number> = maxLengths[table];
    for (const [column, use] of Object.entries(describedColumns))
      expect(use.maxLength, `${table}.${column}`).toBe(checked[column]);
  });
});

describe('columnsWith', () => {
  const sample = {
    subject: { edit: 'text', required: true, restored: true, summary: 'name', shown: { lists: true } },
    body: { edit: 'text', restored: true, summary: 'text', shown: { lists: true } },
    sent_at: { edit: 'publication', restored: false, shown: { lists: true } },
  } as const satisfies Record<string, ColumnUse>;

  it('lists the columns of a use in the order the description gives them', () => {
    expect(columnsWith(sample, { edit: 'text' })).toEqual(['subject', 'body']);
    expect(columnsWith(sample, { restored: false })).toEqual(['sent_at']);
    expect(columnsWith(sample, { edit: 'text', required: true })).toEqual(['subject']);
    expect(columnsWith(sample, { summary: 'name', restored: false })).toEqual([]);
  });
});

describe('pick', () => {
  it('keeps only the columns asked for', () => {
    expect(pick({ name: 'Regulamin', url: 'https://example.pl/r.pdf', version: 3 }, ['name', 'version'])).toEqual({
      name: 'Regulamin',
      version: 3,
    });
  });
});
