import { parentPort, workerData } from 'node:worker_threads';
import { pagePass, type BuildOutput, type PageStep } from './built-pages.ts';
import type { PassMessage, PassRequest } from './page-pass-thread.ts';

/**
 * The thread of the pass over the pages (`./page-pass-thread.ts` starts it): the steps come from the module the
 * build names, made here with its options, so their state (the shared props found, the search index's pages, each
 * page's hashes) lives in this thread from the first page to `finish`. Requests are answered one after another, in
 * the order they came.
 */
const { module, options } = workerData as { module: string; options: unknown };
const { pageSteps } = (await import(module)) as { pageSteps: (options: unknown) => PageStep[] };
const pass = pagePass(pageSteps(options));
const port = parentPort!;
const send = (message: PassMessage) => port.postMessage(message);
const fromUtf8 = new TextDecoder();
const toUtf8 = new TextEncoder();
let build: BuildOutput;

async function answer(request: PassRequest): Promise<unknown> {
  switch (request.kind) {
    case 'start':
      build = { root: new URL(request.root), dir: new URL(request.dir), logger: { info: (log) => send({ log }) } };
      return pass.start(build);
    case 'page': {
      const updated = await pass.page(request.file, fromUtf8.decode(request.html));
      return updated === undefined ? undefined : toUtf8.encode(updated);
    }
    case 'finish':
      return pass.finish(build);
  }
}

let queue = Promise.resolve();
port.on('message', ({ id, ...request }: PassRequest & { id: number }) => {
  queue = queue.then(async () => {
    try {
      const result = await answer(request as PassRequest);
      // A changed page's bytes are handed over, not copied: nothing here keeps them.
      port.postMessage(
        { id, result } satisfies PassMessage,
        result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [],
      );
    } catch (error) {
      send({ id, error });
    }
  });
});
