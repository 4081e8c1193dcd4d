/** Where the browser tests find Chromium: CHROMIUM_PATH, else the usual system locations. */
import { existsSync, statfsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB, say), as Debian's own
 * `chromium` wrapper decides, which misreads a machine with two such mounts. Where it is large, Chromium keeps its
 * shared memory there: moved to files in /tmp it cost the browser tests about 8 % more processor time.
 */
function sharedMemoryTooSmall(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

/** Flags for a headless Chromium on a closed network, as root (see shared notes, toolchain). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  ...(sharedMemoryTooSmall() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
