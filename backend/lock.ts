import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data folder. */
class DataDirInUseError extends Error {}

/** Whether a process with this pid is running (a lock or a folder whose process is gone may be taken over). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process. PGlite has no cross-process locking, and two processes on
 * one folder silently diverge, so the pid is written atomically and a lock whose process is gone
 * (e.g. after kill -9) is replaced.
 * @returns a function that releases the lock
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'backend.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockFile);
    // An unreadable lock younger than a few seconds is most likely being written right now.
    const beingWritten = holder === undefined && Date.now() - mtime(lockFile) < 5000;
    if (beingWritten || (holder !== undefined && processAlive(holder))) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is already used by a running backend (process ${holder ?? 'starting'}). ` +
          `Stop that process or choose another folder with BACKEND_DATA_DIR. ` +
          `If no such backend runs, delete ${lockFile}.`,
      );
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking ${lockFile}.`);
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
