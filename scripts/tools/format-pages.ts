/**
 * `npm run format:pages`: writes every page of content/pages and of the selected centre's pages that the visual
 * editor would save differently in the
 * editor's own format, so that a save in the editor changes only what an editor changed
 * (tests/content/editor-round-trip.test.ts fails until it is run). Review `git diff` after.
 * The pages go through the editor's own reader and writer as the tests load them, by Vitest's transforms
 * (vitest.config.ts: Keystatic's browser build, whose Node build leaves them out).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createVitest } from 'vitest/node';

const root = join(import.meta.dirname, '..', '..');
const vitest = await createVitest({ root, run: true, watch: false });
try {
  const { pageFiles, readPage, writePage } = await vitest.import<typeof import('../../tests/content/editor-files.ts')>(
    join(root, 'tests', 'content', 'editor-files.ts'),
  );
  const written = pageFiles.filter((page) => {
    const text = readFileSync(page.path, 'utf8');
    const saved = writePage(page, readPage(page, text));
    if (saved !== text) writeFileSync(page.path, saved);
    return saved !== text;
  });
  console.log(
    written.length
      ? `Zapisane w formacie edytora: ${written.map((page) => page.file).join(', ')}. Przejrzyj git diff.`
      : 'Wszystkie strony są już w formacie edytora.',
  );
} finally {
  await vitest.close();
}
