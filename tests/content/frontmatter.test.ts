import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema } from '../../src/domain/site/page-schema.ts';

const root = join(import.meta.dirname, '..', '..');
let project: string;

/**
 * Runs Astro's content sync on a scratch project holding the real collection schema and one page, and returns
 * what an editor would read in the terminal.
 */
function syncWithPage(frontmatter: string): { ok: boolean; output: string } {
  writeFileSync(join(project, 'content', 'pages', 'zasilek-staly.mdx'), `---\n${frontmatter}\n---\nTreść strony.\n`);
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'sync'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** A module of the project and every module of it that it imports, from file to file (type-only imports aside). */
function withImports(file: string, found = new Set<string>()): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '(\.\.?\/[^']+)'/gm)) {
    withImports(join(dirname(file), specifier!), found);
  }
  return found;
}

const valid = {
  title: 'title: Zasiłek stały',
  description: 'description: Kto może dostać zasiłek stały, ile wynosi i jakie dokumenty trzeba przynieść do ośrodka.',
  parent: 'parent: /swiadczenia-pieniezne',
  section: 'section: pomoc-spoleczna',
  lastReviewed: 'lastReviewed: 2026-11-22',
  published: 'published: 2026-11-22',
};

function frontmatterWith(changes: Partial<Record<keyof typeof valid, string | null>>): string {
  return Object.entries({ ...valid, ...changes })
    .filter(([, line]) => line !== null)
    .map(([, line]) => line)
    .join('\n');
}

describe('page frontmatter', () => {
  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'frontmatter-'));
    mkdirSync(join(project, 'content', 'pages'), { recursive: true });
    for (const file of withImports(join(root, 'src', 'content.config.ts'))) {
      const copy = join(project, relative(root, file));
      mkdirSync(dirname(copy), { recursive: true });
      copyFileSync(file, copy);
    }
    copyFileSync(join(root, 'tsconfig.json'), join(project, 'tsconfig.json'));
    // The pages collection takes the default centre's pages too, and reads which shared pages it hides.
    mkdirSync(join(project, 'centres', 'nowy-tomysl'), { recursive: true });
    copyFileSync(
      join(root, 'centres', 'nowy-tomysl', 'centre.yaml'),
      join(project, 'centres', 'nowy-tomysl', 'centre.yaml'),
    );
    writeFileSync(
      join(project, 'astro.config.mjs'),
      "import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()], vite: { cacheDir: '.vite' } };\n",
    );
    symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
  });

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('accepts a complete page', () => {
    const result = syncWithPage(frontmatterWith({}));
    expect(result.output).not.toContain('does not match');
    expect(result.ok).toBe(true);
  }, 60_000);

  const mistakes = [
    ['a missing title', { title: null }, 'title', 'tytuł jest wymagany'],
    [
      'a description too short for a search result',
      { description: 'description: Zasiłek.' },
      'description',
      'opis musi mieć co najmniej 50 znaków',
    ],
    [
      'a parent written as a title',
      { parent: 'parent: Świadczenia pieniężne' },
      'parent',
      'rodzic to ścieżka strony, np. "/pomoc-spoleczna", albo nazwa grupy menu',
    ],
    [
      'an order written in words',
      { parent: 'parent: /swiadczenia-pieniezne\norder: pierwszy' },
      'order',
      'kolejność to liczba, np. 10',
    ],
    ['an unknown section', { section: 'section: zasilki' }, 'section', 'dział musi być jednym z: pomoc-spoleczna'],
    [
      'a date written the Polish way',
      { lastReviewed: 'lastReviewed: 22.11.2026' },
      'lastReviewed',
      'data sprawdzenia musi mieć postać RRRR-MM-DD',
    ],
    ['a missing day of publication', { published: null }, 'published', 'data publikacji musi mieć postać RRRR-MM-DD'],
    [
      'a change note without its note',
      { published: 'published: 2026-11-22\nchanges:\n  - date: 2026-11-23\n    kind: important' },
      'changes.0.note',
      'ważna zmiana musi mieć opis',
    ],
  ] as const;

  // Astro's sync takes seconds, so it runs once for a mistake: it shows that Astro names the file and prints each
  // problem as 'field: message'. Every mistake's field and message are then checked against the same schema.
  it('fails on a mistake, naming the file, the field and the Polish message', () => {
    const [, change, field, message] = mistakes[5];
    const result = syncWithPage(frontmatterWith(change));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('zasilek-staly.mdx');
    expect(result.output).toContain(`${field}: ${message}`);
  }, 60_000);

  it.each(mistakes)('refuses %s, with its field and message', (_case, change, field, message) => {
    const checked = pageSchema.safeParse(parse(frontmatterWith(change)));
    expect(checked.success).toBe(false);
    const problems = checked.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems.some((problem) => problem.startsWith(`${field}: ${message}`))).toBe(true);
  });
});
