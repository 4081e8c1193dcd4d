import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCli, projectRoot as root, runCommand } from './run-command.ts';

/**
 * A production build (without PLACEHOLDERS_ALLOWED) of the project as it is, whose centre's data still holds
 * examples, run without the backend's variables. It stops as it starts, before any page is built, and names both
 * what to fill in and what to set. The builds that succeed, from a backend's data and without one, are in
 * scale-build.test.ts and editor-changes-build.test.ts (which also shows a preview's one line on the backend).
 */
const outDir = mkdtempSync(join(tmpdir(), 'ops-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a production build while the centre’s data still holds examples and no backend is named', () => {
  it('stops, naming the file and every field to fill in, and each missing variable', async () => {
    const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', outDir], {
      cwd: root,
      env: { PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: '', PLACEHOLDERS_ALLOWED: '' },
    });
    expect(code).not.toBe(0);
    expect(output).toContain('Nie można opublikować strony: te dane są jeszcze przykładowe');
    expect(output).toMatch(/centres\/nowy-tomysl\/centre\.yaml: address\.street, phone, smsPhone, email/);
    expect(output).toMatch(/centres\/nowy-tomysl\/staff\.yaml: departments\.0\.staff\.0\.name/);
    expect(output).toContain('Nie można zbudować strony:\n  Brak PUBLIC_SUPABASE_URL i PUBLIC_SUPABASE_ANON_KEY: ');
    expect(output).not.toContain('[build] Complete');
  }, 120_000);
});
