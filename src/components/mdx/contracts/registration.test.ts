// The components pages may use (../index.ts) and their contracts: one of each per name, under the component's own
// file name, so that no component goes without its editor fields and reference, and no contract without a component.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contracts } from './index.ts';

const mdxDir = join(import.meta.dirname, '..');
const astroFilesIn = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.astro'));

// Vitest cannot load .astro files; each stands in as its file name, which is what the registration is checked for.
for (const dir of [mdxDir, join(mdxDir, '..')]) {
  for (const file of astroFilesIn(dir)) vi.doMock(join(dir, file), () => ({ default: file }));
}
const { mdxComponents } = await import('../index.ts');

describe('the components pages may use', () => {
  it('have a contract each, and each contract a component', () => {
    expect(Object.keys(mdxComponents).sort()).toEqual(Object.keys(contracts).sort());
  });

  it('are registered under the names of their files', () => {
    const misnamed = Object.entries<unknown>(mdxComponents).filter(([name, file]) => file !== `${name}.astro`);
    expect(misnamed).toEqual([]);
  });

  it('include every component in src/components/mdx', () => {
    const unregistered = astroFilesIn(mdxDir)
      .map((file) => file.replace(/\.astro$/, ''))
      .filter((name) => !(name in mdxComponents));
    expect(unregistered).toEqual([]);
  });
});
