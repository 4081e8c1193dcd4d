import { existsSync } from 'node:fs';
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
    expect(plan.specs).toEqual(expect.arrayContaining(['every-page.spec.ts', 'content-facts.spec.ts']));
    expect(plan.build).toBe(true);
  });

  it('for the panel: its browser specs, and the tests that import the module', () => {
    const plan = planFor(['src/islands/AdminDialog/FilesTab.tsx']);
    expect(plan.lint).toEqual(['src/islands/AdminDialog/FilesTab.tsx']);
    expect(plan.related).toEqual(['src/islands/AdminDialog/FilesTab.tsx']);
    expect(plan.specs).toEqual(expect.arrayContaining(['live/admin.spec.ts', 'live/files.spec.ts']));
    expect(plan.specs).not.toContain('search.spec.ts');
  });

  it('for a browser spec alone: that spec, on the last build', () => {
    const plan = planFor(['e2e/search.spec.ts']);
    expect(plan.specs).toEqual(['search.spec.ts']);
    expect(plan.related).toEqual([]);
    expect(plan.build).toBe(false);
  });

  it('for a migration: the contract suite and the specs of the live lists and the panel', () => {
    const plan = planFor(['supabase/migrations/20261201120000_drafts.sql']);
    expect(plan.unitFiles).toEqual(['tests/backend']);
    expect(plan.specs).toEqual(expect.arrayContaining(['live/public-news.spec.ts', 'live/admin.spec.ts']));
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
  const projects = config.projects ?? [];

  it('a read-only spec: the shell’s project and the full browser’s, which runs its tagged tests', () => {
    expect(projectsOf('header-intent.spec.ts', projects)).toEqual(['site-full-browser', 'site']);
    expect(projectsOf('search.spec.ts', projects)).toEqual(['site-full-browser', 'site']);
  });

  it('a spec of a project of its own: that project alone', () => {
    expect(projectsOf('live/admin.spec.ts', projects)).toEqual(['admin']);
    expect(projectsOf('live/before-hydration.spec.ts', projects)).toEqual(['before-hydration']);
    expect(projectsOf('editor.spec.ts', projects)).toEqual(['editor']);
  });
});
