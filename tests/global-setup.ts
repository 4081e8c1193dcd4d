/**
 * Before any test file starts: the local backend's prepared database template, built once for the current
 * migrations and seed. Test files that start backends in parallel then copy it instead of each building it, and
 * no test's time limit pays for the first build on a fresh clone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TEMPLATE_CACHE_DIR } from '../backend/database.ts';
import { createDatabaseFolder } from '../backend/migrations.ts';

export default async function prepareDatabaseTemplate(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'ops-template-'));
  try {
    await createDatabaseFolder(join(scratch, 'database'), DEFAULT_TEMPLATE_CACHE_DIR);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
