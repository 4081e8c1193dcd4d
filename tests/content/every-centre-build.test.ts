import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCli, runCommand } from './run-command.ts';
import { enterNextCriterion, readerText } from './next-criterion.ts';
import { copyProject } from '../../scripts/lib/project-copy.ts';
import { SECOND_CENTRE } from '../../scripts/lib/second-centre.ts';

/**
 * One national change, one edit (issue 46, point 6): in a copy of the project an editor enters the next income
 * criterion ahead of its day in the national amounts, as editor-changes-build.test.ts does, where the main centre's
 * builds show it before and on its day; here the second demo centre is built on that day, with the backend out of
 * reach as in an editor's preview. A file of its own, so that its build runs beside those two.
 */
const project = mkdtempSync(join(tmpdir(), 'ops-every-centre-'));
const dir = join(project, 'dist');

beforeAll(async () => {
  copyProject(project);
  enterNextCriterion(project);
  const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', dir], {
    cwd: project,
    env: {
      PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9',
      PUBLIC_SUPABASE_ANON_KEY: '',
      PLACEHOLDERS_ALLOWED: '1',
      SITE_DATE: '2027-01-01',
      CENTRE: SECOND_CENTRE,
    },
  });
  expect(code, output).toBe(0);
}, 300_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

const text = (page: string) => readerText(readFileSync(join(dir, page), 'utf8'));

describe('one national change, one edit', () => {
  it('reaches every centre: the second centre’s pages show the new amount on its day, with its own contacts', () => {
    const page = text('pomoc-spoleczna.html');
    expect(page).toContain('1 100 zł (obowiązuje od 1 stycznia 2027 r.)');
    expect(page).not.toContain('1 010 zł');
    expect(text('posilek-w-szkole.html')).toContain('2 200 zł');
    expect(text('kontakt.html')).toContain('Gminny Ośrodek Pomocy Społecznej w Jeżynowie');
  });
});
