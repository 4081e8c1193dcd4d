/**
 * The folder Astro serves and copies as public/: the shared public/ with the selected centre's
 * centres/<id>/public/ laid over it (its documents, its media), copied afresh into .cache/public/<id>/ at every
 * start, so dev and build serve the centre's files at the same addresses. A file in both is a mistake: the centre
 * would silently replace a shared one.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CentreError, centreFolder } from './centre-files.ts';

const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));

export function mergedPublicDir(root: string, id: string): string {
  const shared = join(root, 'public');
  const own = join(root, centreFolder(id), 'public');
  const target = join(root, '.cache', 'public', id);
  if (existsSync(own)) {
    const sharedFiles = new Set(filesIn(shared));
    const both = filesIn(own).filter((file) => sharedFiles.has(file));
    if (both.length)
      throw new CentreError(
        `${centreFolder(id)}/public: te pliki są już we wspólnym public/: ${both.join(', ')} – usuń je z jednego z folderów.`,
      );
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(shared, target, { recursive: true });
  if (existsSync(own)) cpSync(own, target, { recursive: true });
  return target;
}
