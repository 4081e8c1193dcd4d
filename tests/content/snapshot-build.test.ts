import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
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
        .insert({ title, content: 'Akapit <img src=x onerror=alert(2)> & koniec', date: '23.11.2026', created_at: '2030-01-01T00:00:00Z' })
        .select()
        .single();
      expect(error).toBeNull();

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
      // Newest first: the item dated 2030 leads.
      expect(feed.indexOf(`/aktualnosci/${data.id}<`)).toBeLessThan(feed.indexOf('/aktualnosci/5eed'));
    } finally {
      await backend.close();
    }
  }, 120_000);
});
