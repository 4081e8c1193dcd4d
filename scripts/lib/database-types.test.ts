import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, renderDatabaseTypes, type TableSchema } from './database-types.ts';

describe('the database types', () => {
  it('in src/domain/database.types.ts are those of supabase/migrations', async () => {
    expect(
      readFileSync(DATABASE_TYPES_FILE, 'utf8'),
      'src/domain/database.types.ts differs from what supabase/migrations define: run npm run db:types',
    ).toBe(await generateDatabaseTypes());
  }, 120_000);

  const table = (columns: Partial<TableSchema['columns'][number]>[]): TableSchema => ({
    name: 'sample',
    columns: columns.map((column) => ({
      name: 'x',
      type: 'text',
      nullable: false,
      hasDefault: false,
      allowedValues: null,
      maxLength: null,
      ...column,
    })),
  });

  it('make nullable columns `| null`, and columns with a default or that may be null optional on insert', () => {
    const text = renderDatabaseTypes([
      table([
        { name: 'id', type: 'uuid', hasDefault: true },
        { name: 'title', type: 'text' },
        { name: 'image', type: 'text', nullable: true },
        { name: 'kind', allowedValues: ['image', 'pdf'], hasDefault: true },
        { name: 'created_at', type: 'timestamptz', hasDefault: true },
      ]),
    ]);
    const block = (name: string) =>
      text.slice(text.indexOf(`${name}: {`), text.indexOf('};', text.indexOf(`${name}: {`)));
    expect(block('Row')).toMatch(
      /id: string;\s+title: string;\s+image: string \| null;\s+kind: 'image' \| 'pdf';\s+created_at: string;/,
    );
    expect(block('Insert')).toMatch(
      /id\?: string;\s+title: string;\s+image\?: string \| null;\s+kind\?: 'image' \| 'pdf';\s+created_at\?: string;/,
    );
    expect(block('Update')).toMatch(/id\?: string;\s+title\?: string;/);
  });

  it('give the forms the lengths the checks allow', () => {
    const text = renderDatabaseTypes([table([{ name: 'title', maxLength: 300 }, { name: 'content' }])]);
    expect(text).toContain('export const maxLengths = {\n  sample: { title: 300 },\n} as const;');
  });

  it('refuse a column type they have no TypeScript type for, naming the column', () => {
    expect(() => renderDatabaseTypes([table([{ name: 'shape', type: 'polygon' }])])).toThrow(
      /sample\.shape: .*"polygon"/,
    );
  });
});
