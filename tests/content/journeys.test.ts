import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeys } from '../../src/domain/journeys/index.ts';
import { journeyProblems } from '../../src/domain/journeys/journey-checks.ts';
import { amountIds } from '../../src/domain/amounts/index.ts';
import { centre } from '../../src/domain/centre/centre.ts';
import { readContentPages } from '../../scripts/lib/content-pages.ts';

describe("the journeys ('Krok po kroku')", () => {
  const folder = join(import.meta.dirname, '..', '..', 'src', 'domain', 'journeys');

  it('hold every journey file of their folder, each under the route its name and folder give', () => {
    const files = (dir: string, prefix: string): string[] =>
      readdirSync(join(folder, dir))
        .filter((file) => /^krok-po-kroku-.*(?<!\.test)\.ts$/.test(file))
        .map((file) => `${prefix}/${file.slice(0, -3)}`);
    const routes = [...files('.', ''), ...files('uk', '/uk')];
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(journeys).sort()).toEqual(routes.sort());
  });

  it('agree with the site: their pages, the pages they link, the amounts, ways to apply and sections they name', () => {
    const pages = readContentPages().map(({ route, file }) => ({ route, body: readFileSync(file, 'utf8') }));
    expect(
      journeyProblems({ journeys, pages, amountIds: amountIds(), sections: Object.keys(centre.sections) }),
    ).toEqual([]);
  });
});
