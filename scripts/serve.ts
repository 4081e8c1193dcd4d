/**
 * Serves the built site (dist/) like a production static host. Used by `npm start` and the browser tests.
 *   PORT (default 4321), HOST (default 127.0.0.1)
 */
import { join } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const root = join(import.meta.dirname, '..', 'dist');
const { url } = await startStaticServer({
  root,
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4321),
});
console.log(`Strona: ${url}`);
