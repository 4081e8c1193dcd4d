import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { astroCli, projectRoot as root, runCommand } from './run-command.ts';
import { startBackend } from '../../backend/server.ts';
import { strings } from '../../src/i18n/strings.ts';

/**
 * Real builds of the site (Astro only, without the search index) into scratch folders: one with the backend
 * stopped, one against a backend holding a news item whose title tries to break out of HTML and XML.
 */
const scratch: string[] = [];
afterAll(() => scratch.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(path);
  return path;
}

/**
 * Adds what a visitor may not read: a draft, an item published tomorrow, a news item and a file in the bin; their
 * ids, by kind.
 */
async function addHidden(db: SupabaseClient): Promise<Record<string, string>> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const now = new Date().toISOString();
  const news = async (title: string, columns: Record<string, string | null>) => {
    const { data, error } = await db
      .from('news_items')
      .insert({ title, content: `Treść: ${title}.`, date: '27.11.2026', ...columns })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  };
  const file = await db
    .from('assets')
    .insert({ name: 'Plik w koszu', url: 'https://example.org/kosz.pdf', type: 'pdf', category: 'rodo', deleted_at: now })
    .select('id')
    .single();
  expect(file.error).toBeNull();
  return {
    draft: await news('Szkic', { published_at: null }),
    scheduled: await news('Zaplanowana na jutro', { published_at: tomorrow }),
    binned: await news('W koszu', { deleted_at: now }),
    binnedFile: file.data!.id as string,
  };
}

/** Runs `astro build` with the backend at `backendUrl`, into a new folder. */
async function build(backendUrl: string, allowPlaceholders = true): Promise<{ ok: boolean; output: string; outDir: string }> {
  const outDir = folder('ops-build-');
  const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', outDir], {
    cwd: root,
    env: { PUBLIC_SUPABASE_URL: backendUrl, PLACEHOLDERS_ALLOWED: allowPlaceholders ? '1' : '' },
  });
  return { ok: code === 0, output, outDir };
}

describe('a production build while the centre’s data still holds examples', () => {
  it('stops, naming the file and every field to fill in', async () => {
    const { ok, output } = await build('http://127.0.0.1:9', false);
    expect(ok).toBe(false);
    expect(output).toContain('Nie można opublikować strony: te dane są jeszcze przykładowe');
    expect(output).toMatch(/src\/domain\/centre\/centre\.ts: address\.street, phone, smsPhone, email/);
    expect(output).toMatch(/src\/domain\/centre\/staff\.ts: 0\.staff\.0\.name/);
  }, 120_000);
});

describe('a build that cannot reach the backend', () => {
  it('succeeds, warns once, and the pages load the news and files live', async () => {
    const { ok, output, outDir } = await build('http://127.0.0.1:9');
    expect(ok).toBe(true);
    expect(output.match(/\[snapshot\] Uwaga: nie udało się odczytać aktualności i plików/g)).toHaveLength(1);

    const newsPage = readFileSync(join(outDir, 'aktualnosci.html'), 'utf8');
    expect(newsPage).toContain(strings.news.loading);
    expect(newsPage).toContain('Aktualności wyświetlają się po włączeniu JavaScriptu');
    const downloads = readFileSync(join(outDir, 'pliki-do-pobrania.html'), 'utf8');
    expect(downloads).toContain(strings.files.loading);
    expect(downloads).toMatch(/class="spinner"/);
    // The loading line is styled on this page too, by the shared rule in the page's own CSS.
    expect(downloads).toMatch(/<p class="status-line" role="status">/);
    expect(downloads).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.status-line\{/);
    expect(readdirSync(join(outDir, 'aktualnosci'))).toEqual(['artykul.html', 'rss.xml']);
    const feed = readFileSync(join(outDir, 'aktualnosci', 'rss.xml'), 'utf8');
    expect(feed).toContain('<channel>');
    expect(feed).not.toContain('<item>');
  }, 120_000);
});

describe('a build with a news item whose title holds markup', () => {
  it('writes it as text in the article page, the list and the feed', async () => {
    const backend = await startBackend({ port: 0, dataDir: folder('ops-build-data-') });
    try {
      const title = 'Zebranie <script>alert(1)</script> & "Klub" <b>Seniora</b>';
      const db = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
      const { data, error } = await db
        .from('news_items')
        .insert({ title, content: 'Akapit <img src=x onerror=alert(2)> & koniec', date: '23.11.2026' })
        .select()
        .single();
      expect(error).toBeNull();
      const hidden = await addHidden(db);

      const { ok, output, outDir } = await build(backend.url);
      expect(ok, output).toBe(true);
      expect(output).not.toContain('[snapshot]');

      const articleFile = join(outDir, 'aktualnosci', `${data.id}.html`);
      expect(existsSync(articleFile)).toBe(true);
      for (const file of [articleFile, join(outDir, 'aktualnosci.html'), join(outDir, 'index.html')]) {
        const html = readFileSync(file, 'utf8');
        expect(html).toContain('Zebranie &lt;script&gt;alert(1)&lt;/script&gt; &amp; ');
        // Inside a quoted attribute value (the link-preview tags) `<` is only text; outside of one it must not be.
        const outsideAttributes = html.replace(/="[^"]*"/g, '=""');
        expect(outsideAttributes).not.toContain('<script>alert(1)');
        expect(outsideAttributes).not.toContain('<b>Seniora');
        expect(outsideAttributes).not.toContain('<img src=x');
      }
      expect(readFileSync(articleFile, 'utf8')).toContain('<meta property="og:title" content="Zebranie <script>alert(1)</script> &amp; &quot;Klub&quot;');
      const article = readFileSync(articleFile, 'utf8');
      expect(article).toMatch(/<title>Zebranie &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; (&quot;|")Klub/);

      const feed = readFileSync(join(outDir, 'aktualnosci', 'rss.xml'), 'utf8');
      expect(feed).toContain('<title>Zebranie &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Klub&quot; &lt;b&gt;Seniora&lt;/b&gt;</title>');
      expect(feed).toContain('Akapit &lt;img src=x onerror=alert(2)&gt; &amp; koniec');
      expect(feed).not.toMatch(/<script|<img|<b>/);
      // Newest first: the item published now leads.
      expect(feed.indexOf(`/aktualnosci/${data.id}<`)).toBeLessThan(feed.indexOf('/aktualnosci/5eed'));

      // A draft, an item before its time and the bin are in no page, list, feed or sitemap.
      const everything = [
        'index.html',
        'aktualnosci.html',
        'aktualnosci/rss.xml',
        'sitemap.xml',
        'pliki-do-pobrania.html',
        'pliki-do-pobrania/rodo.html',
      ].map((file) => readFileSync(join(outDir, file), 'utf8'));
      for (const id of Object.values(hidden)) {
        expect(existsSync(join(outDir, 'aktualnosci', `${id}.html`))).toBe(false);
        for (const text of everything) expect(text).not.toContain(id);
      }
    } finally {
      await backend.close();
    }
  }, 120_000);
});

describe('the build’s read of the news and files', () => {
  it('holds no draft, no item before its time and nothing in the bin, even with a key that could read them', async () => {
    const backend = await startBackend({ port: 0, dataDir: folder('ops-build-data-') });
    try {
      const db = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
      const hidden = Object.values(await addHidden(db));
      // The visitor's key, and a service key set by mistake in its place, which reads past the policies.
      for (const key of [backend.anonKey, backend.serviceRoleKey]) {
        vi.resetModules();
        vi.stubEnv('PUBLIC_SUPABASE_URL', backend.url);
        vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', key);
        const snapshot = await (await import('../../src/api/snapshot.ts')).buildSnapshot();
        vi.unstubAllEnvs();
        const ids = [...snapshot!.news, ...snapshot!.assets].map((row) => row.id);
        expect(ids).toEqual(expect.arrayContaining(['5eed0000-0000-4000-8000-000000000101']));
        expect(ids.filter((id) => hidden.includes(id))).toEqual([]);
        // Newest first by publication time.
        const times = snapshot!.news.map((item) => Date.parse(item.published_at!));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    } finally {
      await backend.close();
    }
  }, 60_000);
});
