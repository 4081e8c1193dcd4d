/**
 * Every byte a page transfers from a moment on, as `measurePageWeight` counts it (./page-weight.ts): each finished
 * request's headers and body as they crossed the network (nothing for an answer from the browser's cache), and each
 * WebSocket message the backend sends.
 */
import type { Page } from '@playwright/test';
import { transferredBytes, webSocketFrameBytes } from './page-weight.ts';

export interface TransferMeter {
  /** The bytes transferred so far, and by which address (a socket's messages under its address). */
  transferred(): Promise<{ bytes: number; byPath: Map<string, number> }>;
}

export function meterTransfers(page: Page): TransferMeter {
  const counted: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    counted.push(
      request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: transferredBytes(sizes) })),
    );
  });
  page.on('websocket', (socket) => {
    const path = new URL(socket.url()).pathname;
    socket.on('framereceived', ({ payload }) =>
      counted.push(Promise.resolve({ path, bytes: webSocketFrameBytes(payload) })),
    );
  });
  return {
    async transferred() {
      const byPath = new Map<string, number>();
      for (const { path, bytes } of await Promise.all(counted)) byPath.set(path, (byPath.get(path) ?? 0) + bytes);
      return { bytes: [...byPath.values()].reduce((sum, bytes) => sum + bytes, 0), byPath };
    },
  };
}
