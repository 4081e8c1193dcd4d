import { Agent, request } from 'node:http';

/**
 * The `Keep-Alive` header a server answers a GET of `url` with, asked on a connection the client keeps open: how
 * long the server says it keeps that connection idle (src/util/keep-alive.ts).
 */
export async function keepAliveHeader(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const agent = new Agent({ keepAlive: true });
  try {
    return await new Promise<unknown>((resolve, reject) => {
      request(url, { agent, headers }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    agent.destroy();
  }
}
