import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planFor, projectsOf } from './changed-tests.ts';
import config from '../../playwright.config.ts';

const e2e = join(import.meta.dirname, '..', '..', 'e2e');

describe('the tests a change needs', () => {
  it('for a page of content: the content checks, a build and the checks of every page', () => {
    const plan = planFor(['content/pages/zasilek-staly.mdx']);
    expect(plan.lint).toEqual([]);
    expect(plan.unitFiles).toContain('tests/content/editor-round-trip.test.ts');
    expect(plan.specs).toEqual(
      expect.arrayContaining(['read-only/every-page.spec.ts', 'read-only/content-facts.spec.ts']),
    );
    expect(plan.build).toBe(true);
  });

  it('for the panel: its browser specs, and the tests that import the module', () => {
    const plan = planFor(['src/islands/AdminDialog/files/FilesTab.tsx']);
    expect(plan.lint).toEqual(['src/islands/AdminDialog/files/FilesTab.tsx']);
    expect(plan.related).toEqual(['src/islands/AdminDialog/files/FilesTab.tsx']);
    expect(plan.specs).toEqual(expect.arrayContaining(['writing/admin.spec.ts', 'writing/files.spec.ts']));
    expect(plan.specs).not.toContain('read-only/search.spec.ts');
  });

  it('for a browser spec alone: that spec, on the last build', () => {
    const plan = planFor(['e2e/read-only/search.spec.ts']);
    expect(plan.specs).toEqual(['read-only/search.spec.ts']);
    expect(plan.related).toEqual([]);
    expect(plan.build).toBe(false);
  });

  it('for a migration: the contract suite and the specs of the live lists and the panel', () => {
    const plan = planFor(['supabase/migrations/20261201120000_drafts.sql']);
    expect(plan.unitFiles).toEqual(['tests/backend']);
    expect(plan.specs).toEqual(expect.arrayContaining(['read-only/public-news.spec.ts', 'writing/admin.spec.ts']));
    expect(plan.build).toBe(true);
  });

  it('for the documentation: its format only', () => {
    expect(planFor(['docs/testing.md'])).toEqual({
      lint: ['docs/testing.md'],
      related: [],
      unitFiles: [],
      specs: [],
      build: false,
    });
  });

  it('names only specs that exist', () => {
    const everything = planFor([
      'src/islands/AdminDialog/x.tsx',
      'src/islands/Header/x.tsx',
      'src/islands/AccessibilityPanel/x.tsx',
      'src/islands/Search/x.tsx',
      'src/islands/SelfCheck/x.tsx',
      'src/islands/News/x.tsx',
      'src/islands/SocialEmbed/x.tsx',
      'src/browser/hydration/x.ts',
      'src/integrations/security-headers/x.ts',
      'src/components/x.astro',
      'src/domain/amounts/x.ts',
      'supabase/x.sql',
      'keystatic.config.ts',
    ]);
    expect(everything.specs.filter((spec) => !existsSync(join(e2e, spec)))).toEqual([]);
  });
});

describe('the browser projects a spec runs in', () => {
  it('a read-only spec: the shell’s project and the full browser’s, which runs its tagged tests', () => {
    expect(projectsOf('read-only/header-intent.spec.ts', config)).toEqual(['site-full-browser', 'site']);
    expect(projectsOf('read-only/search.spec.ts', config)).toEqual(['site-full-browser', 'site']);
  });

  it('a spec of a project of its own: that project alone', () => {
    expect(projectsOf('writing/admin.spec.ts', config)).toEqual(['admin']);
    expect(projectsOf('before-hydration/before-hydration.spec.ts', config)).toEqual(['before-hydration']);
    expect(projectsOf('editor/editor.spec.ts', config)).toEqual(['editor']);
  });

  it('every spec on disk runs in one project, by its folder, or in the two that split the read-only ones by tag', () => {
    const projects = config.projects ?? [];
    // The folder alone places a spec: a project that picked files by name would need a list kept by hand again.
    expect(
      projects.filter((project) => project.testMatch || project.testIgnore).map((project) => project.name),
    ).toEqual([]);
    const splitByTag = ['site-full-browser', 'site'];
    const projectsOrNone = (spec: string) => {
      try {
        return projectsOf(spec, config);
      } catch {
        return [];
      }
    };
    const specs = readdirSync(e2e, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));
    const misplaced = specs
      .map((spec) => ({ spec, projects: projectsOrNone(spec) }))
      .filter(({ projects }) => projects.length !== 1 && projects.join() !== splitByTag.join());
    expect(misplaced).toEqual([]);
    expect(specs.length).toBeGreaterThan(40);
  });
});
