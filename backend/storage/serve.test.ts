// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { serveObject } from './serve.ts';
import type { ObjectRow } from './objects.ts';

/** Larger than what the loopback's buffers take at once, so the reader leaves while bytes are still to send. */
const SIZE = 32 * 1024 * 1024;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function storedPdf(): { file: string; object: ObjectRow } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-serve-'));
  folders.push(folder);
  const file = path.join(folder, 'object');
  fs.writeFileSync(file, Buffer.alloc(SIZE, 0x20));
  const now = new Date().toISOString();
  const metadata = {
    size: SIZE,
    mimetype: 'application/pdf',
    cacheControl: 'max-age=3600',
    eTag: '"e"',
    lastModified: now,
  };
  return {
    file,
    object: { id: 'o', name: 'plik.pdf', metadata, created_at: now, updated_at: now, last_accessed_at: now },
  };
}

test('a reader who leaves mid-download ends the sending without a failure', async () => {
  const { file, object } = storedPdf();
  let response: http.ServerResponse | undefined;
  let served: Promise<void> | undefined;
  const server = http.createServer((req, res) => {
    response = res;
    served = serveObject(req, res, object, file, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}/`, (answer) => {
        expect(answer.statusCode).toBe(200);
        answer.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.once('error', reject);
    });
    await expect(served).resolves.toBeUndefined();
    expect(response?.writableFinished, 'the reader left before the last byte').toBe(false);
  } finally {
    server.close();
  }
});
