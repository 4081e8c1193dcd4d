// The two-step sign-in as a test drives it: an authenticator app's code computed here (RFC 6238), a clock the local
// server takes its time from, and a fetch that sends from another loopback address.
import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { TOTP_PERIOD_SECONDS, timeStep, totpCode } from '../../backend/auth/totp.ts';
import { hosted, waitFor } from './harness.ts';

/**
 * The local server's time: the real time plus what the tests moved it on. A hosted project keeps the real time, so
 * there a step forward is waited for.
 */
export const clock = {
  offsetMs: 0,
  now(): number {
    return Date.now() + this.offsetMs;
  },
  /** Moves the time on; on a hosted project only the next code's time can be waited for (`nextCode`). */
  advance(ms: number): void {
    if (hosted) throw new Error('A hosted project keeps its own time.');
    this.offsetMs += ms;
  },
};

/** The code an authenticator app shows now for `secret`. */
export function currentCode(secret: string): string {
  return totpCode(secret, clock.now());
}

/** On a hosted project: the last time step used per secret. */
const lastSteps = new Map<string, number>();

/**
 * A code of a later time step than any used so far, as a person waits for the app's next code: locally the clock
 * moves 30 s on; on a hosted project, which accepts one step either way, the step before now (while it is not
 * about to end), then now, then the next one, and only later ones are waited for.
 */
export async function nextCode(secret: string): Promise<string> {
  if (!hosted) {
    clock.advance(TOTP_PERIOD_SECONDS * 1000);
    return currentCode(secret);
  }
  for (;;) {
    const now = Date.now();
    const current = timeStep(now);
    const endsIn = (current + 1) * TOTP_PERIOD_SECONDS * 1000 - now;
    const step = Math.max((lastSteps.get(secret) ?? -1) + 1, endsIn > 3000 ? current - 1 : current);
    if (step <= current + 1) {
      lastSteps.set(secret, step);
      return totpCode(secret, step * TOTP_PERIOD_SECONDS * 1000);
    }
    await waitFor(() => (timeStep(Date.now()) > current ? true : undefined), 'the next time step', 31_000);
  }
}

/** The claims of an access token, read as supabase-js reads them (no check of the signature). */
export function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

/** A new TOTP factor, not yet verified. */
export async function enrol(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    ...(friendlyName ? { friendlyName } : {}),
  });
  expect(error).toBeNull();
  if (!data) throw new Error('no factor');
  return data;
}

/** Challenges the factor and answers with `code`; the answer of verify. */
export async function challengeAndAnswer(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
}

/** Enrols a factor and verifies it with a code (`code`, now used): the client's session is then at aal2. */
export async function enrolAndVerify(
  client: SupabaseClient,
): Promise<{ factorId: string; secret: string; code: string }> {
  const factor = await enrol(client);
  const code = await nextCode(factor.totp.secret);
  const verified = await challengeAndAnswer(client, factor.id, code);
  expect(verified.error).toBeNull();
  return { factorId: factor.id, secret: factor.totp.secret, code };
}

/** A `fetch` whose connections leave from `localAddress` (Linux routes all of 127.0.0.0/8 to the loopback). */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const headers = Object.fromEntries(request.headers);
      const options = { method: request.method, headers, localAddress, agent: false };
      const req = http.request(request.url, options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
          }
          const status = res.statusCode ?? 500;
          const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(content, { status, headers: answerHeaders }));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
