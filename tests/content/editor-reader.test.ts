// Every page read by the visual editor's own MDX reader (Keystatic's, from keystatic.config.ts), as `npm run edit`
// reads it before showing the page; a page it cannot read does not open.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFiles, pagesDir, readPage, type PageFile } from './editor-files.ts';

/** What the editor says about a page it cannot read, or null when it reads it. */
function readError(page: PageFile): string | null {
  try {
    readPage(page, readFileSync(page.path, 'utf8'));
    return null;
  } catch (error) {
    return String((error as Error).message).replace(/\s+/g, ' ');
  }
}

describe('the visual editor reads the pages', () => {
  it('finds every page, Polish and Ukrainian', () => {
    expect(pageFiles.length).toBeGreaterThan(50);
    expect(pageFiles.some((page) => page.file.startsWith('uk/'))).toBe(true);
  });

  it('reads every page', () => {
    const unread = pageFiles
      .map((page) => ({ file: page.file, error: readError(page) }))
      .filter((page) => page.error !== null);
    expect(unread.map((page) => `${page.file}: ${page.error}`)).toEqual([]);
  });

  // The cells Keystatic 0.6.9 cannot read by itself (src/integrations/editor-table-cells): words and an amount.
  it('reads a table cell that mixes words with amounts', () => {
    const page = pageFiles.find((candidate) => candidate.file === 'zasilek-rodzinny.mdx')!;
    const text = readFileSync(join(pagesDir, page.file), 'utf8');
    expect(text).toMatch(/\| <Amount id="familySupplements\.childBirth" \/> jednorazowo +\|/);
    expect(() => readPage(page, text)).not.toThrow();
  });
});
