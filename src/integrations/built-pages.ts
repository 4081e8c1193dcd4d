import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSETS } from '../browser/hydration/astro-output.ts';
import { parseHtml, spliced, type HtmlElement, type Splice } from '../util/html.ts';

/** Every HTML page of a finished build, by file path. */
export async function builtPages(dir: URL): Promise<string[]> {
  const entries = await readdir(fileURLToPath(dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A finished build, as the steps of the pass over its pages see it. */
export interface FinishedBuild {
  /** The project's folder. */
  root: URL;
  /** The output folder. */
  dir: URL;
  /** Every HTML page, by file path. */
  pages: string[];
  logger: AstroIntegrationLogger;
}

/**
 * One step of the pass over the built pages (`builtPagesPass`). Each of its parts is optional: `start` before any
 * page is rewritten (what the step must know of all pages first: it reads them itself); for each page, `changes`
 * (what the step changes in it, as splices of the page as Astro wrote it and its parse `page`; `before` are the
 * changes of the steps before it, made together with its own; a step that only reads gives none), `file` being its
 * path in the output folder with `/` separators; and `finish` once every page is written (the files a step adds
 * beside the pages, and what it says about them).
 */
export interface PageStep {
  name: string;
  start?: (build: FinishedBuild) => void | Promise<void>;
  changes?: (html: string, page: HtmlElement, file: string, before: readonly Splice[]) => Splice[] | Promise<Splice[]>;
  finish?: (build: FinishedBuild) => void | Promise<void>;
}

/**
 * After the build, every page goes through `steps` in their order: read once, changed by each step, written once
 * if a step changed it, one page at a time (a few read ahead and written behind: a build of thousands of news pages
 * is never in memory at once). The steps read the page once, as Astro wrote it, with one parse, and their changes
 * are made together: they change different parts of the page
 * (intent hydration the islands and Astro's inline scripts, background scripts the page scripts, page styles the
 * inline styles, block whitespace the article), and a change that overlaps another stops the build; a step that only
 * reads (the search index, the security headers) gives none. Parsing a page was most of what the steps cost, and
 * its garbage most of the pass's memory. Then each step's
 * `finish`, in the same order. One pass instead of one a step: reading and writing 5 000 news pages was most of the
 * time the steps took. The build's log says how long each step took.
 */
export function builtPagesPass(steps: PageStep[]): AstroIntegration {
  let project: URL;
  return {
    name: 'built-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        project = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const build: FinishedBuild = { root: project, dir, pages: await builtPages(dir), logger };
        const root = fileURLToPath(dir);
        const took = new Map(steps.map((step) => [step.name, 0]));
        const timed = async <T>(step: PageStep, work: () => T | Promise<T>): Promise<T> => {
          const start = performance.now();
          const result = await work();
          took.set(step.name, took.get(step.name)! + performance.now() - start);
          return result;
        };
        const passStart = performance.now();
        for (const step of steps) if (step.start) await timed(step, () => step.start!(build));
        const files = pageFiles(build.pages);
        for (const path of build.pages) {
          const file = relative(root, path).split(sep).join('/');
          const html = await files.read();
          const page = parseHtml(html);
          const changes: Splice[] = [];
          for (const step of steps) {
            if (step.changes) changes.push(...(await timed(step, () => step.changes!(html, page, file, changes))));
          }
          const updated = changes.length > 0 ? splicedPage(html, changes, file) : html;
          if (updated !== html) await files.write(path, updated);
        }
        await files.written();
        for (const step of steps) if (step.finish) await timed(step, () => step.finish!(build));
        const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
        logger.info(
          `${build.pages.length} pages in ${seconds(performance.now() - passStart)} ` +
            `(${[...took].map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')})`,
        );
      },
    },
  };
}

/** Pages read ahead of the pass and written behind it, at most this many at a time. */
const PAGES_IN_FLIGHT = 4;

/**
 * The pages in their order, each read while the one before goes through the steps, and written while the next
 * does: the file system's work is done by Node's own threads, on the other core, and only a few pages are in
 * memory at once. A page written waits, under load, for the disk to have written what Astro left there a moment
 * before; reading and writing one page after another on the pass's thread was nearly a fifth of its time.
 */
function pageFiles(pages: string[]) {
  let next = 0;
  const reads: Promise<string>[] = [];
  const writes: Promise<void>[] = [];
  const readAhead = () => {
    while (reads.length < PAGES_IN_FLIGHT && next < pages.length) reads.push(readFile(pages[next++]!, 'utf8'));
  };
  return {
    /** The next page's HTML. */
    read(): Promise<string> {
      readAhead();
      const read = reads.shift()!;
      readAhead();
      return read;
    },
    async write(path: string, html: string): Promise<void> {
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
