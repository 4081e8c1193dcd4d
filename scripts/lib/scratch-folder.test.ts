import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileSystemRoom, memoryScratchFits, removeAbandonedRuns } from './scratch-folder.ts';

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const GIB = 1024 ** 3;

describe('memoryScratchFits', () => {
  it('takes a tmpfs with 2 GB free', () => {
    expect(memoryScratchFits({}, { type: TMPFS, freeBytes: 2 * GIB })).toBe(true);
  });

  it('keeps the system folder on a disk, on a small tmpfs, or where there is no such folder', () => {
    expect(memoryScratchFits({}, { type: EXT4, freeBytes: 100 * GIB })).toBe(false);
    expect(memoryScratchFits({}, { type: TMPFS, freeBytes: 64 * 1024 ** 2 })).toBe(false);
    expect(memoryScratchFits({}, undefined)).toBe(false);
  });

  it('keeps a TMPDIR the user chose', () => {
    expect(memoryScratchFits({ TMPDIR: '/var/tmp' }, { type: TMPFS, freeBytes: 8 * GIB })).toBe(false);
  });
});

describe('removeAbandonedRuns', () => {
  let parent = '';
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('removes the folders of ended runs only, and nothing else in the folder', () => {
    parent = mkdtempSync(join(tmpdir(), 'ops-scratch-test-'));
    for (const name of ['ops-tests-111', 'ops-tests-222', 'ops-tests-x', 'other-111']) mkdirSync(join(parent, name));
    removeAbandonedRuns(parent, (pid) => pid === 222);
    expect(readdirSync(parent).sort()).toEqual(['ops-tests-222', 'ops-tests-x', 'other-111']);
  });
});

describe('useMemoryScratch, in a process of its own', () => {
  const module = join(import.meta.dirname, 'scratch-folder.ts');
  const program = `import { tmpdir } from 'node:os';
    import { useMemoryScratch } from ${JSON.stringify(module)};
    const folder = useMemoryScratch();
    console.log('RESULT ' + JSON.stringify({ folder, tmpdir: tmpdir() }));
    if (process.argv.includes('--wait')) setInterval(() => {}, 1000);`;
  // Where /dev/shm has no room, the run keeps the system's folder: each test checks that instead.
  const inMemory = memoryScratchFits({}, fileSystemRoom('/dev/shm'));
  const env = { ...process.env, TMPDIR: '' };
  interface Result {
    folder?: string;
    tmpdir: string;
  }
  const resultOf = (output: string) => JSON.parse(/^RESULT (.*)$/m.exec(output)![1]!) as Result;

  it('points its temporary folder at a folder of its own in memory where it fits, and removes it on exit', () => {
    const { stdout, status } = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
      env,
      encoding: 'utf8',
    });
    expect(status).toBe(0);
    const { folder, tmpdir: seen } = resultOf(stdout);
    if (inMemory) {
      expect(folder).toMatch(/^\/dev\/shm\/ops-tests-\d+$/);
      expect(stdout).toContain(`Pliki tymczasowe testów: ${folder} (w pamięci)`);
      expect(seen).toBe(folder);
      expect(existsSync(folder!)).toBe(false);
    } else {
      expect(folder).toBeUndefined();
    }
  });

  it('removes its folder when stopped with SIGTERM', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program, '--', '--wait'], { env });
    let output = '';
    const { folder } = await new Promise<Result>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += String(chunk);
        if (/^RESULT .*\n/m.test(output)) resolve(resultOf(output));
      }),
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    if (!inMemory) {
      expect(folder).toBeUndefined();
      child.kill('SIGTERM');
      return;
    }
    expect(existsSync(folder!)).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(existsSync(folder!)).toBe(false);
  });
});
