import type { Server } from 'node:http';

/**
 * How long the local servers keep an idle connection open, in seconds. Node's own 5 s is shorter than the pauses of
 * a client that reuses its connections: a request it sends just as the server closes the socket is lost
 * (ECONNRESET, seen in the browser tests after a 5-s pause). Load balancers commonly keep a minute or more.
 */
export const KEEP_ALIVE_SECONDS = 65;

export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  // A request's headers may take as long as Node allows by default, and never less than the idle wait.
  server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1000);
  return server;
}
