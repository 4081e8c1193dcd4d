import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSETS } from '../browser/hydration/astro-output.ts';
import { parseHtml, spliced, type HtmlElement, type Splice } from '../util/html.ts';
import { passThread, type PassThread } from './page-pass-thread.ts';

/** Every HTML page of a finished build, by file path. */
export async function builtPages(dir: URL): Promise<string[]> {
  const entries = await readdir(fileURLToPath(dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the steps write to: the build's log, here only what it says. */
export type StepLogger = Pick<AstroIntegrationLogger, 'info'>;

/** The build the steps of the pass work in. */
export interface BuildOutput {
  /** The project's folder. */
  root: URL;
  /** The output folder. */
  dir: URL;
  logger: StepLogger;
}

/**
 * One step of the pass over the pages (`builtPagesPass`). Each of its parts is optional: `start` before the
 * first page is rendered; for each page, `changes` (what the step changes in it, as splices of the page as Astro
 * rendered it and its parse `page`; `before` are the changes of the steps before it, made together with its own; a
 * step that only reads gives none), `file` being its path in the output folder with `/` separators; and `finish`
 * once every page is written (the files a step adds beside the pages, and what it says about them).
 */
export interface PageStep {
  name: string;
  start?: (build: BuildOutput) => void | Promise<void>;
  changes?: (html: string, page: HtmlElement, file: string, before: readonly Splice[]) => Splice[] | Promise<Splice[]>;
  finish?: (build: BuildOutput) => void | Promise<void>;
}

/**
 * The steps' work, page by page, in the thread that runs it: `start` each step, then each page through `page` (one
 * parse, every step's changes made together: they change different parts of the page, and a change that overlaps
 * another stops the build; the page as changed, or `undefined` if no step changed it), then `finish` each step, in
 * their order, which says how long each step took. It is given one page at a time (the thread's queue sees to it): a
 * step may wait for a file in the middle of a page.
 */
export function pagePass(steps: PageStep[]) {
  const took = new Map(steps.map((step) => [step.name, 0]));
  const timed = async <T>(step: PageStep, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    took.set(step.name, took.get(step.name)! + performance.now() - start);
    return result;
  };
  let pages = 0;
  return {
    async start(build: BuildOutput): Promise<void> {
      for (const step of steps) if (step.start) await timed(step, () => step.start!(build));
    },
    async page(file: string, html: string): Promise<string | undefined> {
      pages++;
      const page = parseHtml(html);
      const changes: Splice[] = [];
      for (const step of steps) {
        if (step.changes) changes.push(...(await timed(step, () => step.changes!(html, page, file, changes))));
      }
      const updated = changes.length > 0 ? splicedPage(html, changes, file) : html;
      return updated === html ? undefined : updated;
    },
    /** Each step's `finish`; what the build's log says of the pass. */
    async finish(build: BuildOutput): Promise<string> {
      for (const step of steps) if (step.finish) await timed(step, () => step.finish!(build));
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const total = [...took.values()].reduce((sum, ms) => sum + ms, 0);
      return (
        `${pages} pages through the steps in ${seconds(total)} ` +
        `(${[...took].map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')})`
      );
    },
  };
}

/** The module the pass's thread takes its steps from: its `pageSteps(options)` gives them. */
export interface StepsModule<Options> {
  /** Its path in the project's folder. */
  module: string;
  options: Options;
}

/**
 * Every page goes through the steps of `steps.module` as Astro renders it, before Astro writes it: rendered,
 * changed, written once. The steps run in a thread of their own (`./page-pass-thread.ts`), on the second core,
 * while Astro renders the next pages on the first: after the build, reading and rewriting 5 000 news pages took as
 * long as rendering them, one after the other on one core. Astro renders a few pages at a time
 * (`build.concurrency`), and a page waits for its steps before it is written, so only those few are in memory.
 * A page Astro writes without rendering it through here goes through the steps after the build, read from disk.
 * Then each step's `finish`, in the same order; the build's log says how long each step took.
 */
export function builtPagesPass<Options>(steps: StepsModule<Options>): AstroIntegration {
  let project: URL;
  let outDir: URL;
  let base: string;
  let thread: PassThread | undefined;
  const rendered = new Set<string>();
  // Started once the number of pages is known: the thread's heap grows with it.
  const started = async (logger: StepLogger, pages: number) => {
    if (!thread) {
      thread = passThread(new URL(steps.module, project), steps.options, logger, pages);
      await thread.start({ root: project, dir: outDir });
    }
    return thread;
  };
  return {
    name: 'built-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        project = config.root;
        outDir = config.outDir;
        base = config.base;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer((astro) => ({
          name: 'built-pages',
          setup: () => astro.setup?.() ?? Promise.resolve(),
          getStaticPaths: async () => {
            const paths = await astro.getStaticPaths();
            await started(logger, paths.length);
            return paths;
          },
          render: async (request, options) => {
            const result = await astro.render(request, options);
            const response = result instanceof Response ? result : result.response;
            if (!isPage(response, options.routeData)) return result;
            const file = fileOfPage(request, base);
            const html = new Uint8Array(await response.arrayBuffer());
            const updated = (await thread!.page(file, html)) ?? html;
            rendered.add(file);
            const written = new Response(updated, {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            });
            return result instanceof Response ? written : { ...result, response: written };
          },
          ...(astro.collectStaticImages ? { collectStaticImages: () => astro.collectStaticImages!() } : {}),
          teardown: () => astro.teardown?.() ?? Promise.resolve(),
        }));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = new Map((await builtPages(dir)).map((path) => [relative(root, path).split(sep).join('/'), path]));
        const pass = await started(logger, files.size);
        try {
          const unwritten = [...rendered].filter((file) => !files.has(file));
          if (unwritten.length > 0) {
            throw new Error(`pages through the steps that Astro did not write: ${unwritten.join(', ')}`);
          }
          const others = [...files].filter(([file]) => !rendered.has(file));
          const written = pageFiles(others.map(([, path]) => path));
          for (const [file, path] of others) {
            const updated = await pass.page(file, await written.read());
            if (updated !== undefined) await written.write(path, updated);
          }
          await written.written();
          logger.info(await pass.finish());
        } finally {
          await pass.close();
          thread = undefined;
          rendered.clear();
        }
      },
    },
  };
}

/** An HTML page Astro rendered, not a redirect or an endpoint's file. */
function isPage(response: Response, route: { type: string }): boolean {
  return (
    (route.type === 'page' || route.type === 'fallback') &&
    response.status < 300 &&
    response.body !== null &&
    (response.headers.get('content-type') ?? 'text/html').startsWith('text/html')
  );
}

/**
 * The page's file in the output folder, as Astro names it from the address it renders (`build.format: 'file'`:
 * `/zasilek-staly.html`, `/aktualnosci/abc.html`, `/index.html`). After the build every such file is checked to be
 * there.
 */
function fileOfPage(request: Request, base: string): string {
  const path = decodeURIComponent(new URL(request.url).pathname);
  return path.slice(base.endsWith('/') ? base.length : base.length + 1);
}

/** Pages read ahead of the pass and written behind it, at most this many at a time. */
const PAGES_IN_FLIGHT = 4;

/**
 * The pages in their order, each read while the one before goes through the steps, and written while the next
 * does: the file system's work is done by Node's own threads, and only a few pages are in memory at once.
 */
function pageFiles(pages: string[]) {
  let next = 0;
  const reads: Promise<Uint8Array>[] = [];
  const writes: Promise<void>[] = [];
  const readAhead = () => {
    while (reads.length < PAGES_IN_FLIGHT && next < pages.length) reads.push(readFile(pages[next++]!));
  };
  return {
    /** The next page's HTML, as UTF-8. */
    read(): Promise<Uint8Array> {
      readAhead();
      const read = reads.shift()!;
      readAhead();
      return read;
    },
    async write(path: string, html: Uint8Array): Promise<void> {
      writes.push(writeFile(path, html));
      if (writes.length >= PAGES_IN_FLIGHT) await writes.shift();
    },
    async written(): Promise<void> {
      await Promise.all(writes.splice(0));
    },
  };
}

function splicedPage(html: string, splices: Splice[], file: string): string {
  try {
    return spliced(html, splices);
  } catch (error) {
    throw new Error(`${file}: two steps of the pass change the same part of the page`, { cause: error });
  }
}

/**
 * Files a build step adds beside the bundles, each named by its content (`/_astro/{name}.{hash}.{extension}`), so
 * that browsers keep them for good: `add` gives a file's address, `write` writes them all once the pages are done.
 */
export function buildAssets(dir: URL) {
  const files = new Map<string, string>();
  // Thousands of pages add the same few files: each is hashed once. By name, then by content: a key joining the two
  // copied the whole stylesheet for every page.
  const added = new Map<string, Map<string, string>>();
  return {
    add(name: string, extension: string, content: string): string {
      const kind = `${name}.${extension}`;
      if (!added.has(kind)) added.set(kind, new Map());
      let url = added.get(kind)!.get(content);
      if (url === undefined) {
        url = `${ASSETS}${name}.${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.${extension}`;
        files.set(url, content);
        added.get(kind)!.set(content, url);
      }
      return url;
    },
    async write(): Promise<void> {
      for (const [url, content] of files) await writeFile(join(fileURLToPath(dir), url), content);
    },
  };
}
