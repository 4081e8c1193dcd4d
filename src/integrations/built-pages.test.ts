import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger, AstroPrerenderer, RouteData } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPagesPass, pagePass, type BuildOutput, type PageStep } from './built-pages.ts';
import { threadHeapLimit } from './page-pass-thread.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'ops-built-pages-'));
  folders.push(made);
  return made;
};

const output = (logged: string[] = []): BuildOutput => ({
  root: pathToFileURL(`${process.cwd()}/`),
  dir: pathToFileURL(`${folder()}/`),
  logger: { info: (message: string) => logged.push(message) },
});

describe('pagePass', () => {
  it('passes each page through the steps in their order, after every start and before every finish', async () => {
    const events: string[] = [];
    const step = (name: string): PageStep => ({
      name,
      start: () => {
        events.push(`${name} start`);
      },
      changes: (html, _page, file) => {
        events.push(`${name} ${file}`);
        return [{ start: html.length, end: html.length, text: name }];
      },
      finish: () => {
        events.push(`${name} finish`);
      },
    });
    const pass = pagePass([step('first'), step('second')]);
    const build = output();
    await pass.start(build);
    expect(await pass.page('index.html', 'i')).toBe('ifirstsecond');
    expect(await pass.page('aktualnosci/a.html', 'a')).toBe('afirstsecond');
    expect(await pass.finish(build)).toMatch(
      /^2 pages through the steps in [\d.]+ s \(first [\d.]+ s, second [\d.]+ s\)$/,
    );
    expect(events).toEqual([
      'first start',
      'second start',
      'first index.html',
      'second index.html',
      'first aktualnosci/a.html',
      'second aktualnosci/a.html',
      'first finish',
      'second finish',
    ]);
  });

  it('gives no page back when no step changed it', async () => {
    const pass = pagePass([{ name: 'reader', changes: () => [] }, { name: 'nothing' }]);
    expect(await pass.page('index.html', '<p>i</p>')).toBeUndefined();
  });

  it('gives every step the page as it was rendered and one parse of it, and makes their changes together', async () => {
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
    const pass = pagePass([
      insert('first', (html) => html.indexOf('a')),
      insert('second', (html) => html.indexOf('b')),
    ]);
    expect(await pass.page('index.html', '<p>a</p><p>b</p>')).toBe('<p><i>first</i>a</p><p><i>second</i>b</p>');
    expect(seen).toEqual(['first <p>a</p><p>b</p> 2 after 0', 'second <p>a</p><p>b</p> 2 after 1']);
    expect(parses.size).toBe(1);
  });

  it('stops, naming the page, when two steps change the same part of it', async () => {
    const replace = (name: string): PageStep => ({ name, changes: () => [{ start: 0, end: 3, text: name }] });
    await expect(pagePass([replace('first'), replace('second')]).page('kontakt.html', '<p>a</p>')).rejects.toThrow(
      'kontakt.html: two steps of the pass change the same part of the page',
    );
  });
});

/**
 * Steps for the pass's thread, in a module of their own as the build's are: each page gets the thread's count of
 * pages so far and `options.mark`; a page holding "zepsuj" fails; `finish` writes what the thread saw.
 */
const STEPS_MODULE = `
const seen = [];
export function pageSteps({ mark }) {
  return [
    {
      name: 'mark',
      changes: (html, _page, file) => {
        if (html.includes('zepsuj')) throw new Error('krok nie przyjął strony ' + file);
        if (html.includes('zatrzymaj')) process.exit(3);
        seen.push(file);
        return [{ start: html.length, end: html.length, text: '<!--' + mark + ' ' + seen.length + '-->' }];
      },
    },
    {
      name: 'report',
      finish: async ({ dir, logger }) => {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(new URL('seen.txt', dir), seen.join('\\n'));
        logger.info('report: ' + seen.length + ' pages');
      },
    },
  ];
}
`;

/** The pass wrapped around a stand-in for Astro's own prerenderer, which renders `<p>{address}</p>`. */
async function wrappedPrerenderer(dir: string, mark: string, stepsModule = STEPS_MODULE) {
  writeFileSync(join(dir, 'steps.mjs'), stepsModule);
  const out = join(dir, 'dist');
  mkdirSync(out);
  const integration = builtPagesPass({ module: 'steps.mjs', options: { mark } });
  const logged: string[] = [];
  const logger = { info: (message: string) => logged.push(message) } as unknown as AstroIntegrationLogger;
  const configDone = integration.hooks['astro:config:done']!;
  await configDone({
    config: { root: pathToFileURL(`${dir}/`), outDir: pathToFileURL(`${out}/`), base: '/' },
  } as unknown as Parameters<typeof configDone>[0]);
  let wrap: ((astro: AstroPrerenderer) => AstroPrerenderer) | undefined;
  const buildStart = integration.hooks['astro:build:start']!;
  await buildStart({
    setPrerenderer: (prerenderer: typeof wrap) => (wrap = prerenderer),
    logger,
  } as unknown as Parameters<typeof buildStart>[0]);
  const astro: AstroPrerenderer = {
    name: 'astro:default',
    getStaticPaths: async () => [],
    render: async (request) => {
      const pathname = decodeURIComponent(new URL(request.url).pathname);
      return pathname.endsWith('.xml')
        ? new Response('<rss/>', { headers: { 'content-type': 'application/xml' } })
        : new Response(`<p>${pathname}</p>`, { headers: { 'content-type': 'text/html' } });
    },
  };
  const prerenderer = wrap!(astro);
  await prerenderer.setup!();
  await prerenderer.getStaticPaths();
  const render = async (path: string, type: RouteData['type'] = 'page') => {
    const result = await prerenderer.render(new Request(`http://localhost${path}`), {
      routeData: { type } as RouteData,
    });
    const html = await (result instanceof Response ? result : result.response).text();
    // Written as Astro writes it.
    mkdirSync(join(out, path, '..'), { recursive: true });
    writeFileSync(join(out, path), html);
    return html;
  };
  const buildDone = integration.hooks['astro:build:done']!;
  const done = () => buildDone({ dir: pathToFileURL(`${out}/`), logger } as unknown as Parameters<typeof buildDone>[0]);
  return { out, logged, render, done, teardown: () => prerenderer.teardown!() };
}

describe('builtPagesPass', () => {
  it('changes each page in its own thread as Astro renders it, then the pages Astro wrote itself, then finishes', async () => {
    const { out, logged, render, done, teardown } = await wrappedPrerenderer(folder(), 'krok');
    expect(await render('/index.html')).toBe('<p>/index.html</p><!--krok 1-->');
    expect(await render('/aktualnosci/zażółć.html')).toBe('<p>/aktualnosci/zażółć.html</p><!--krok 2-->');
    // An endpoint's file is not a page.
    expect(await render('/rss.xml', 'endpoint')).toBe('<rss/>');
    await teardown();
    // A page no render gave the pass, as one copied from public/.
    writeFileSync(join(out, 'z-public.html'), '<p>public</p>');
    await done();
    expect(readFileSync(join(out, 'z-public.html'), 'utf8')).toBe('<p>public</p><!--krok 3-->');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<p>/index.html</p><!--krok 1-->');
    expect(readFileSync(join(out, 'seen.txt'), 'utf8').split('\n')).toEqual([
      'index.html',
      'aktualnosci/zażółć.html',
      'z-public.html',
    ]);
    expect(logged).toEqual([
      'report: 3 pages',
      expect.stringMatching(/^3 pages through the steps in [\d.]+ s \(mark [\d.]+ s, report [\d.]+ s\)$/),
    ]);
  });

  it("fails the page's rendering with the step's own error, and passes the next page", async () => {
    const { render, done, teardown } = await wrappedPrerenderer(folder(), 'krok');
    await expect(render('/zepsuj.html')).rejects.toThrow('krok nie przyjął strony zepsuj.html');
    expect(await render('/kontakt.html')).toBe('<p>/kontakt.html</p><!--krok 1-->');
    await teardown();
    await done();
  });

  it('fails the page and every page after it when the thread stops', async () => {
    const { render } = await wrappedPrerenderer(folder(), 'krok');
    await expect(render('/zatrzymaj.html')).rejects.toThrow(
      'the thread of the pass over the pages stopped (exit code 3)',
    );
    await expect(render('/kontakt.html')).rejects.toThrow('stopped (exit code 3)');
  });

  it('stops the build, saying so, when the steps keep more than the thread may hold', async () => {
    const hoarding = `const kept = [];
      export const pageSteps = () => [{ name: 'hoard', changes: () => { for (;;) kept.push(new Array(1e6).fill(1)); } }];`;
    const { render } = await wrappedPrerenderer(folder(), 'krok', hoarding);
    await expect(render('/kontakt.html')).rejects.toThrow(
      /^the thread of the pass over the pages failed: .*memory limit/,
    );
  });

  it("stops the build before the first page when the steps' module cannot be loaded", async () => {
    await expect(wrappedPrerenderer(folder(), 'krok', "throw new Error('moduł kroków nie działa');")).rejects.toThrow(
      'the thread of the pass over the pages failed: moduł kroków nie działa',
    );
  });

  it('stops the build when a page that went through the steps is not where Astro writes it', async () => {
    const { out, render, done } = await wrappedPrerenderer(folder(), 'krok');
    await render('/kontakt.html');
    rmSync(join(out, 'kontakt.html'));
    await expect(done()).rejects.toThrow('pages through the steps that Astro did not write: kontakt.html');
  });
});

describe('threadHeapLimit', () => {
  it('gives a small site 256 MB and grows with the pages, 64 KB a page', () => {
    expect(threadHeapLimit(171)).toBe(256);
    expect(threadHeapLimit(5_482)).toBe(343);
    expect(threadHeapLimit(10_964)).toBe(686);
  });
});
