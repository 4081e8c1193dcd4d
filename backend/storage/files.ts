import fs from 'node:fs';
import path from 'node:path';

/**
 * The bytes of stored objects, one file per object id under `dataDir/storage`. A file is written to a temporary
 * name, flushed and renamed before its row is committed, so an acknowledged upload survives a crash, and a crash
 * before the commit leaves only a file no row points to, which the next start removes.
 */
export interface ObjectFiles {
  /** Writes the bytes of object `id` durably. */
  write(id: string, bytes: Uint8Array): void;
  path(id: string): string;
  remove(id: string): void;
  /** Removes every file whose id is not in `known`: uploads cut off before their commit. */
  sweep(known: ReadonlySet<string>): void;
}

function syncFolder(folder: string): void {
  const handle = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

export function objectFiles(dataDir: string): ObjectFiles {
  const folder = path.join(dataDir, 'storage', 'objects');
  fs.mkdirSync(folder, { recursive: true });
  const pathOf = (id: string) => path.join(folder, id);
  return {
    write(id, bytes) {
      const temporary = `${pathOf(id)}.partial`;
      const handle = fs.openSync(temporary, 'w');
      try {
        fs.writeSync(handle, bytes);
        fs.fsyncSync(handle);
      } finally {
        fs.closeSync(handle);
      }
      fs.renameSync(temporary, pathOf(id));
      syncFolder(folder);
    },
    path: pathOf,
    remove(id) {
      fs.rmSync(pathOf(id), { force: true });
    },
    sweep(known) {
      for (const entry of fs.readdirSync(folder)) {
        if (!known.has(entry)) fs.rmSync(path.join(folder, entry), { force: true });
      }
    },
  };
}
