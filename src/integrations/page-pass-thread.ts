import { Worker } from 'node:worker_threads';
import type { StepLogger } from './built-pages.ts';

/** What the pass's thread is asked, one message each (`./page-pass-worker.ts` answers them). */
export type PassRequest =
  { kind: 'start'; root: string; dir: string } | { kind: 'page'; file: string; html: Uint8Array } | { kind: 'finish' };

/** Its answer to the request of the same `id`, or a line for the build's log. */
export type PassMessage = { id: number; result?: unknown; error?: unknown } | { log: string };

export type PassThread = ReturnType<typeof passThread>;

/** The thread's heap, at least, in MB: a small site's steps need a few tens of MB. */
const HEAP_FLOOR_MB = 256;
/** And for each page of the build: the steps keep about 10 KB of each until `finish` (55 MB at 5 500 pages). */
const HEAP_PER_PAGE_KB = 64;

/**
 * The old generation the thread may grow to, in MB, for a build of `pages` pages. Without a limit V8 let the
 * thread's heap grow to four or five times what it kept while the build's own thread, rendering beside it, held
 * its own: one 5 000-item build of eight peaked at 1.69 GB. The limit grows with the archive, six times what the
 * steps keep, so a larger archive never runs out where a smaller one fitted.
 */
export function threadHeapLimit(pages: number): number {
  return Math.max(HEAP_FLOOR_MB, Math.ceil((pages * HEAP_PER_PAGE_KB) / 1024));
}

/**
 * The steps of the pass over the pages, those `pageSteps(options)` of `stepsModule` makes, run in a worker thread
 * for a build of `pages` pages: `page` gives a page's HTML as the steps left it
 * (`undefined` if unchanged) while the build's own thread goes on rendering. A step's error fails the request that
 * met it; a thread that stops (out of memory, say) fails every request, so the build stops instead of waiting. The
 * thread keeps the process alive only while a request waits for it: a build that stops for another error ends
 * without closing it.
 */
export function passThread(stepsModule: URL, options: unknown, logger: StepLogger, pages: number) {
  const worker = new Worker(new URL('./page-pass-worker.ts', import.meta.url), {
    workerData: { module: stepsModule.href, options },
    resourceLimits: { maxOldGenerationSizeMb: threadHeapLimit(pages) },
  });
  worker.unref();
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: unknown) => void }>();
  let next = 0;
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  worker.on('message', (message: PassMessage) => {
    if ('log' in message) return logger.info(message.log);
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if ('error' in message) request?.reject(message.error);
    else request?.resolve(message.result);
  });
  worker.on('error', (error) =>
    stop(new Error(`the thread of the pass over the pages failed: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) => stop(new Error(`the thread of the pass over the pages stopped (exit code ${code})`)));
  const ask = <T>(request: PassRequest) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = next++;
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  return {
    start: ({ root, dir }: { root: URL; dir: URL }) => ask<void>({ kind: 'start', root: root.href, dir: dir.href }),
    /**
     * The page as UTF-8, as Astro renders it and writes it: it is decoded, and encoded again if changed, in the
     * thread (on the build's own thread that was 2.4 s of 5 000 news pages' rendering).
     */
    page: (file: string, html: Uint8Array) => ask<Uint8Array<ArrayBuffer> | undefined>({ kind: 'page', file, html }),
    /** Each step's `finish`; what the build's log says of the pass. */
    finish: () => ask<string>({ kind: 'finish' }),
    close: async () => {
      stop(new Error('the thread of the pass over the pages was closed'));
      await worker.terminate();
    },
  };
}
