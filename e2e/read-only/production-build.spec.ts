import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

const dist = join(import.meta.dirname, '..', '..', 'dist');

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

/** The claims of every JWT-shaped string in `text` (a key written into a page or a script). */
function tokenClaims(text: string): Record<string, unknown>[] {
  return [...text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)].flatMap((match) => {
    try {
      return [JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

// The site holds only the anon key: a key that bypasses row-level security in any file would give it to everyone.
test('the build holds no key but the anon key: no service_role token, no secret key', () => {
  const texts = new Map(
    files(dist)
      .filter((file) => /\.(js|html|json|txt|xml)$|_headers$|_redirects$/.test(file))
      .map((file) => [relative(dist, file), readFileSync(file, 'utf8')]),
  );
  const roles = new Set([...texts.values()].flatMap(tokenClaims).map((claims) => claims['role']));
  expect([...roles]).toEqual(['anon']);
  // A secret key itself (supabase-js names the prefix in its code).
  expect([...texts].filter(([, text]) => /sb_secret_[\w-]{16,}/.test(text)).map(([file]) => file)).toEqual([]);
});
