import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildOutput, PageStep } from '../built-pages.ts';
import { parseHtml } from '../../util/html.ts';
import { searchIndexPages } from './index.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A news item's built page: a short article in a long page, written in Polish (two bytes a character in V8). */
function newsPage(index: number): string {
  const frame = `<p>Menu, stopka i lista innych aktualności ośrodka ${index}.</p>`.repeat(1000);
  return (
    `<html lang="pl"><head><meta name="description" content="Komunikat ośrodka nr ${index} o terminach">` +
    `<meta property="article:published_time" content="2026-11-20T08:15:00+00:00"></head>` +
    `<body>${frame}<article><h1>Komunikat nr ${index}</h1><p>Treść komunikatu.</p></article></body></html>`
  );
}

/** The page read by the step, as the pass gives it: with its parse. */
const indexed = (step: PageStep, html: string, file: string) => step.changes!(html, parseHtml(html), file, []);

/** Where the steps of these tests write the index. */
const output = mkdtempSync(join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(output, { recursive: true, force: true }));
const build: BuildOutput = {
  root: pathToFileURL(`${process.cwd()}/`),
  dir: pathToFileURL(`${output}/`),
  logger: { info: () => {} },
};

describe('searchIndexPages', () => {
  it('writes each page’s fragments as the page passes, and the rest of the index at the end', async () => {
    const step = searchIndexPages();
    await step.start!(build);
    const notice = (index: number) =>
      `<html lang="pl"><head><meta property="article:published_time" content="2026-11-20T08:15:00+00:00"></head>` +
      `<body><article><h1>Komunikat nr ${index}</h1><p>Ośrodek informuje o terminach.</p></article></body></html>`;
    for (let index = 0; index < 20; index += 1) await indexed(step, notice(index), `aktualnosci/${index}.html`);
    const records = join(output, 'search', 'records');
    expect(readdirSync(records).length).toBeGreaterThan(0);
    expect(existsSync(join(output, 'search', 'search-data.json'))).toBe(false);
    await step.finish!(build);
    expect(readdirSync(records)).toHaveLength(20);
    expect(JSON.parse(readFileSync(join(records, 'aktualnosci~7-0.json'), 'utf8'))).toEqual({
      title: 'Komunikat nr 7',
      text: 'Komunikat nr 7 Ośrodek informuje o terminach.',
    });
    const data = JSON.parse(readFileSync(join(output, 'search', 'search-data.json'), 'utf8'));
    expect(Object.keys(data.records)).toHaveLength(20);
  });

  it('keeps what it indexes of a page, not the page: an archive of thousands of news pages fits the build', async () => {
    const step = searchIndexPages();
    await step.start!(build);
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    // 100 pages of 0.12 MB each: 24 MB in memory if the index holds on to them.
    for (let index = 0; index < 100; index += 1) {
      await indexed(step, newsPage(index), `aktualnosci/${index}.html`);
    }
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown).toBeLessThan(6 * 1024 * 1024);
  });

  it('keeps a word the pages repeat once, not once a page: the archive’s notices share their words', async () => {
    const step = searchIndexPages();
    await step.start!(build);
    const notice = (index: number) =>
      `<html lang="pl"><head><meta property="article:published_time" content="2026-11-20T08:15:00+00:00"></head>` +
      `<body><article><h1>Komunikat nr ${index}</h1><p>${'Ośrodek informuje o terminach i dokumentach. '.repeat(30)}</p></article></body></html>`;
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    // 1 000 notices of 180 words: their texts are about 3 MB; an object for each word of each adds 11 MB more.
    for (let index = 0; index < 1000; index += 1) await indexed(step, notice(index), `aktualnosci/${index}.html`);
    collectGarbage();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 1024 * 1024);
  });
});
