/**
 * Where the checks find Chromium. Two builds of it: the full browser, which runs pages as a visitor's browser does
 * (the benchmarks, and the few browser tests that need what only it does), and Debian's headless shell, the same
 * engine without the browser's windows, profiles and services, for most of the tests: it spends about a quarter of
 * the processor time per page (docs/testing.md).
 */
import { existsSync, statfsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Debian's package `chromium-headless-shell`. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser: CHROMIUM_PATH, else the usual system locations. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** The headless shell: CHROMIUM_SHELL_PATH, else Debian's. */
export function findHeadlessShell(): string | undefined {
  const shell = process.env.CHROMIUM_SHELL_PATH ?? HEADLESS_SHELL;
  return existsSync(shell) ? shell : undefined;
}

/**
 * The tag of a browser test that needs what only the full browser does; the tests without it run in the headless
 * shell (playwright.config.ts). The shell asks for no tab icon, and it points at the top left corner of every page
 * it loads, where the phone header's island is, so that island hydrates by itself.
 */
export const FULL_BROWSER = '@full-browser';

/** The tests' Chromium: the headless shell, else the full browser. */
export function findTestChromium(): string | undefined {
  return findHeadlessShell() ?? findChromium();
}

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB, say), as Debian's own
 * `chromium` wrapper decides, which misreads a machine with two such mounts. Where it is large, Chromium keeps its
 * shared memory there. This decides it for Lighthouse's launcher: Playwright adds `--disable-dev-shm-usage` to
 * every Chromium it launches, whatever the flags given.
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
