import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPagesPass, type PageStep } from './built-pages.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A finished build's folder with `pages` (path → HTML), and the pass run over it with `steps`. */
async function pass(pages: Record<string, string>, steps: PageStep[]): Promise<{ root: string; logged: string[] }> {
  const root = mkdtempSync(join(tmpdir(), 'ops-built-pages-'));
  folders.push(root);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), html);
  }
  const logged: string[] = [];
  const logger = { info: (message: string) => logged.push(message) } as unknown as AstroIntegrationLogger;
  const hook = builtPagesPass(steps).hooks['astro:build:done']!;
  await hook({ dir: pathToFileURL(`${root}/`), logger } as unknown as Parameters<typeof hook>[0]);
  return { root, logged };
}

describe('builtPagesPass', () => {
  it('passes each page through the steps in their order, after every start and before every finish', async () => {
    const events: string[] = [];
    const step = (name: string): PageStep => ({
      name,
      start: ({ pages }) => {
        events.push(
          `${name} start: ${pages
            .map((page) => readFileSync(page, 'utf8'))
            .sort()
            .join(' ')}`,
        );
      },
      changes: (html, _page, file) => {
        events.push(`${name} ${file}`);
        return [{ start: html.length, end: html.length, text: name }];
      },
      finish: ({ dir }) => {
        events.push(`${name} finish: ${readFileSync(new URL('aktualnosci/a.html', dir), 'utf8')}`);
      },
    });
    const { root, logged } = await pass({ 'index.html': 'i', 'aktualnosci/a.html': 'a', 'x.txt': 't' }, [
      step('first'),
      step('second'),
    ]);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe('ifirstsecond');
    expect(readFileSync(join(root, 'x.txt'), 'utf8')).toBe('t');
    expect(events.slice(0, 2)).toEqual(['first start: a i', 'second start: a i']);
    // Each page through the first step, then the second, before the next page.
    const pageEvents = events.slice(2, 6).map((event) => event.split(' '));
    expect(pageEvents.map(([name]) => name)).toEqual(['first', 'second', 'first', 'second']);
    expect(pageEvents[0]![1]).toBe(pageEvents[1]![1]);
    expect(new Set(pageEvents.map(([, file]) => file))).toEqual(new Set(['index.html', 'aktualnosci/a.html']));
    expect(events.slice(6)).toEqual(['first finish: afirstsecond', 'second finish: afirstsecond']);
    expect(logged).toEqual([expect.stringMatching(/^2 pages in [\d.]+ s \(first [\d.]+ s, second [\d.]+ s\)$/)]);
  });

  it('does not write a page no step changed', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    const { root } = await pass({ 'index.html': 'i' }, [
      {
        name: 'reader',
        start: ({ pages }) => pages.forEach((page) => utimesSync(page, old, old)),
        changes: () => [],
      },
    ]);
    expect(statSync(join(root, 'index.html')).mtime).toEqual(old);
  });

  it('gives every step the page as it was written and one parse of it, and makes their changes together', async () => {
    const seen: string[] = [];
    const parses = new Set<unknown>();
    const insert = (name: string, at: (html: string) => number): PageStep => ({
      name,
      changes: (html, page, _file, before) => {
        seen.push(`${name} ${html} ${page.children.length} after ${before.length}`);
        parses.add(page);
        return [{ start: at(html), end: at(html), text: `<i>${name}</i>` }];
      },
    });
    const { root } = await pass({ 'index.html': '<p>a</p><p>b</p>' }, [
      insert('first', (html) => html.indexOf('a')),
      insert('second', (html) => html.indexOf('b')),
    ]);
    expect(seen).toEqual(['first <p>a</p><p>b</p> 2 after 0', 'second <p>a</p><p>b</p> 2 after 1']);
    expect(parses.size).toBe(1);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe('<p><i>first</i>a</p><p><i>second</i>b</p>');
  });

  it('stops, naming the page, when two steps change the same part of it', async () => {
    const replace = (name: string): PageStep => ({ name, changes: () => [{ start: 0, end: 3, text: name }] });
    await expect(pass({ 'kontakt.html': '<p>a</p>' }, [replace('first'), replace('second')])).rejects.toThrow(
      'kontakt.html: two steps of the pass change the same part of the page',
    );
  });
});
