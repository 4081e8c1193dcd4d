/**
 * The folder a test run gives its throwaway files (TMPDIR, which Node's os.tmpdir() and Chromium read): a folder
 * of its own in memory (/dev/shm) where there is room, else the system's. The tests create tens of thousands of
 * files (a backend's database is a copy of a 1 101-file template, a build writes a site, a browser its profile),
 * and on this machine's disk each file created costs about a millisecond of system time: a copy of the template
 * took 1.3 s there and 0.08 s in memory (docs/testing.md, 28 November, night).
 */
import { mkdirSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../../backend/lock.ts';

/** `f_type` of a tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;
/** Room a run needs there: it peaked at about 250 MB, Chromium's shared memory included. */
const MIN_FREE_BYTES = 2 * 1024 ** 3;
const RUN_PREFIX = 'ops-tests-';

export interface FileSystemRoom {
  type: number;
  freeBytes: number;
}

/** Whether a run's folder goes into this file system: a tmpfs with room, and no TMPDIR chosen by the user. */
export function memoryScratchFits(env: NodeJS.ProcessEnv, room: FileSystemRoom | undefined): boolean {
  return !env.TMPDIR && room?.type === TMPFS_MAGIC && room.freeBytes >= MIN_FREE_BYTES;
}

/** The file system a folder is on, and its free room; undefined where there is no such folder. */
export function fileSystemRoom(folder: string): FileSystemRoom | undefined {
  try {
    const { type, bavail, bsize } = statfsSync(folder);
    return { type, freeBytes: bavail * bsize };
  } catch {
    return undefined;
  }
}

/** Removes the folders of runs whose process has ended: a run stopped with kill -9 cannot remove its own. */
export function removeAbandonedRuns(parent: string, alive: (pid: number) => boolean = processAlive): void {
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(RUN_PREFIX)) continue;
    const pid = Number(entry.slice(RUN_PREFIX.length));
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * Points TMPDIR of this process, and of every process it starts from now on, at a folder of its own in memory,
 * removed when this process exits, and says so. Returns the folder, or undefined where the system's is kept.
 */
export function useMemoryScratch(parent = '/dev/shm'): string | undefined {
  if (!memoryScratchFits(process.env, fileSystemRoom(parent))) return undefined;
  removeAbandonedRuns(parent);
  const folder = join(parent, `${RUN_PREFIX}${process.pid}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  process.env.TMPDIR = folder;
  console.log(`Pliki tymczasowe testów: ${folder} (w pamięci)`);
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  // Ended by a signal, Node runs no exit handlers: exiting on it does.
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  return folder;
}
