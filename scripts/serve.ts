/**
 * Serves the built site of the selected centre (dist/, or dist-<id>/ for CENTRE=<id>) like a production static
 * host. Used by `npm start` and the browser tests.
 *   PORT (default 4321), HOST (default 127.0.0.1)
 */
import { startStaticServer } from './lib/static-server.ts';
import { siteDir } from './lib/centre.ts';

const { url } = await startStaticServer({
  root: siteDir,
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4321),
});
console.log(`Strona: ${url}`);
