import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCli, projectRoot as root, runCommand } from './run-command.ts';

/**
 * A production build (without PLACEHOLDERS_ALLOWED) of the project as it is, whose centre's data still holds
 * examples. It stops as it starts, before any page is built. The builds that succeed, from a backend's data and
 * without one, are in scale-build.test.ts and editor-changes-build.test.ts.
 */
const outDir = mkdtempSync(join(tmpdir(), 'ops-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a production build while the centre’s data still holds examples', () => {
  it('stops, naming the file and every field to fill in', async () => {
    const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', outDir], {
      cwd: root,
      env: { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', PLACEHOLDERS_ALLOWED: '' },
    });
    expect(code).not.toBe(0);
    expect(output).toContain('Nie można opublikować strony: te dane są jeszcze przykładowe');
    expect(output).toMatch(/src\/domain\/centre\/centre\.ts: address\.street, phone, smsPhone, email/);
    expect(output).toMatch(/src\/domain\/centre\/staff\.ts: 0\.staff\.0\.name/);
  }, 120_000);
});
