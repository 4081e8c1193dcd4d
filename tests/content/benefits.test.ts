import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benefits } from '../../src/domain/benefits/index.ts';
import { amounts } from '../../src/domain/amounts/index.ts';
import { timeline } from '../../src/domain/timeline/timeline.ts';
import { selfCheckEntries } from '../../src/domain/benefits/self-check.ts';
import { registryProblems, timelineIdsOf } from '../../src/domain/benefits/benefit-registry.ts';
import { readContentPages } from '../../scripts/lib/content-pages.ts';

describe('the benefits registry', () => {
  const folder = join(import.meta.dirname, '..', '..', 'src', 'domain', 'benefits');

  it('holds every file of its folder, each under the route its name gives', () => {
    const entries = readdirSync(folder)
      .filter(
        (file) =>
          file.endsWith('.ts') &&
          !/^(index|types|phrases|self-check|household-form|benefit-registry)(\.test)?\.ts$/.test(file),
      )
      .map((file) => `/${file.slice(0, -3)}`);
    expect(entries.length).toBeGreaterThan(20);
    expect(Object.keys(benefits).sort()).toEqual(entries.sort());
  });

  it('agrees with the pages: every entry has its page, every guide is shown, every amount is quoted', () => {
    const pages = readContentPages().map(({ route, file }) => ({ route, body: readFileSync(file, 'utf8') }));
    expect(
      registryProblems({
        benefits,
        pages,
        amountGroups: Object.keys(amounts),
        timelineIds: timelineIdsOf(timeline),
      }),
    ).toEqual([]);
  });

  it('lists every entry that says something to the self-check, in the self-check, under its route', async () => {
    const modules = import.meta.glob<{ selfCheck?: unknown }>(['../../src/domain/benefits/*.ts', '!**/*.test.ts']);
    const said: Record<string, unknown> = {};
    for (const [file, load] of Object.entries(modules)) {
      const { selfCheck } = await load();
      if (selfCheck !== undefined) said[`/${file.split('/').pop()!.slice(0, -3)}`] = selfCheck;
    }
    expect(Object.keys(said).length).toBeGreaterThan(15);
    expect(selfCheckEntries).toEqual(said);
  });
});
