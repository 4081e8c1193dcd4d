// A page saved by the visual editor without a change is the same file, and a change saves as that change alone:
// the pages are written in the editor's own format (lists with `*`, tables padded, the content of a component
// indented, long frontmatter text folded, no prop or field that only repeats its default).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedLines } from './changed-lines.ts';
import { pageFiles, pagesDir, readPage, writePage } from './editor-files.ts';

const fileOf = (name: string) => pageFiles.find((page) => page.file === name)!;
const textOf = (name: string) => readFileSync(join(pagesDir, name), 'utf8');

describe('saving a page in the visual editor', () => {
  // `npm run format:pages` (scripts/tools/format-pages.ts) writes a hand-edited page in the editor's format.
  it('writes back every page unchanged', () => {
    const changed = pageFiles.flatMap((page) => {
      const text = readFileSync(page.path, 'utf8');
      const saved = writePage(page, readPage(page, text));
      return saved === text ? [] : [{ file: page.file, ...changedLines(text, saved) }];
    });
    expect(changed, 'not in the editor’s format: run `npm run format:pages`, then review git diff').toEqual([]);
  });

  it('changes one line when one frontmatter field changes', () => {
    const page = fileOf('zasilek-staly.mdx');
    const before = textOf(page.file);
    const values = readPage(page, before);
    const after = writePage(page, { ...values, lastReviewed: '2027-01-15' });
    expect(changedLines(before, after)).toEqual({
      removed: ['lastReviewed: 2026-11-23'],
      added: ['lastReviewed: 2027-01-15'],
    });
  });

  it('changes one line when a prop of an amount changes, and writes no default', () => {
    const page = fileOf('zasilek-staly.mdx');
    const before = textOf(page.file);
    const changedProp = before.replace(
      '<Amount id="permanentAllowance.minimum" />, zasiłek',
      '<Amount id="permanentAllowance.minimum" since />, zasiłek',
    );
    expect(changedProp).not.toBe(before);
    const after = writePage(page, readPage(page, changedProp));
    expect(after).toBe(changedProp);
    const { removed, added } = changedLines(before, after);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([
      removed[0]!.replace(
        '<Amount id="permanentAllowance.minimum" />, zasiłek',
        '<Amount id="permanentAllowance.minimum" since />, zasiłek',
      ),
    ]);
    expect(after).not.toMatch(/since=\{false\}|strong=\{false\}|\bunit\b(?!=)/);
  });

  it('keeps a Ukrainian page Ukrainian', () => {
    const page = fileOf('uk/pomoc-dla-obywateli-ukrainy.mdx');
    expect(writePage(page, readPage(page, textOf(page.file)))).toMatch(/^lang: uk$/m);
  });
});
