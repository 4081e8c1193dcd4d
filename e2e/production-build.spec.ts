import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

const dist = join(import.meta.dirname, '..', 'dist');

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

// The visual editor (npm run edit) is loaded by the development server only.
test('the production build holds no editor: no route, no file and no code of it', async ({ request }) => {
  const built = files(dist).map((file) => relative(dist, file));
  expect(built.filter((file) => /keystatic/i.test(file))).toEqual([]);
  const code = built.filter((file) => /\.(js|html|css)$/.test(file));
  expect(code.length).toBeGreaterThan(50);
  expect(code.filter((file) => /keystatic/i.test(readFileSync(join(dist, file), 'utf8')))).toEqual([]);
  expect((await request.get('/keystatic')).status()).toBe(404);
  expect((await request.get('/api/keystatic/tree')).status()).toBe(404);
});
