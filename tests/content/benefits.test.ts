import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benefits } from '../../src/data/benefits/index.ts';
import { amounts } from '../../src/data/amounts/index.ts';
import { timeline } from '../../src/data/timeline.ts';
import { eligibilityRules } from '../../src/lib/eligibility.ts';
import { registryProblems, timelineIdsOf } from '../../src/lib/benefit-registry.ts';
import { contentPagesDir, readContentPages } from '../../scripts/lib/content-pages.ts';

describe('the benefits registry', () => {
  const folder = join(import.meta.dirname, '..', '..', 'src', 'data', 'benefits');

  it('holds every file of its folder, each under the route its name gives', () => {
    const entries = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !/^(index|types|phrases)\.ts$/.test(file))
      .map((file) => `/${file.slice(0, -3)}`);
    expect(entries.length).toBeGreaterThan(20);
    expect(Object.keys(benefits).sort()).toEqual(entries.sort());
  });

  it('agrees with the pages: every entry has its page, every guide is shown, every amount is quoted', () => {
    const pages = readContentPages().map(({ route }) => ({
      route,
      body: readFileSync(join(contentPagesDir, `${route.slice(1)}.mdx`), 'utf8'),
    }));
    expect(
      registryProblems({
        benefits,
        pages,
        amountGroups: Object.keys(amounts),
        timelineIds: timelineIdsOf(timeline),
        rules: eligibilityRules,
      }),
    ).toEqual([]);
  });
});
