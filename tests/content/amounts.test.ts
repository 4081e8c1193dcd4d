import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePageFiles } from '../../scripts/lib/content-pages.ts';
import { figureById, validityById } from '../../src/domain/amounts/amount-lookup.ts';
import { figureWords } from '../../src/i18n/pl/figures.ts';
import { figuresOf, inForceFrom, valueOn } from '../../src/domain/amounts/amount-series.ts';
import { amounts, type Figure } from '../../src/domain/amounts/index.ts';
import { isSeries, qty, shareOf, zl } from '../../src/domain/amounts/money.ts';

/** The day the literal anchors below hold for: the criterion of 1 January 2025 is in force. */
const DAY = '2026-11-24';
const zlotyOn = (figure: Figure) => (valueOn(figure, DAY) as { zloty: number }).zloty;

describe('amounts module', () => {
  const folder = join(import.meta.dirname, '..', '..', 'src', 'domain', 'amounts');
  // The folder's rules (the series, the look-up, reading typed amounts) beside the amounts themselves.
  const rules = /^(index|money|amount-series|amount-lookup|zloty-input)\.ts$|\.test\.ts$/;
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !rules.test(file));

  it('merges every file of the folder, and no top-level id is defined in two files (one would replace the other)', async () => {
    expect(files.length).toBeGreaterThan(3);
    const seen = new Map<string, string>();
    for (const file of files) {
      const parts = Object.values(await import(join(folder, file))).filter(
        (part): part is object => typeof part === 'object' && part !== null && figuresOf(part).length > 0,
      );
      expect(parts.length, file).toBeGreaterThan(0);
      for (const [key, value] of parts.flatMap((part) => Object.entries(part))) {
        expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
        // The very object: a file that index.ts does not merge would leave its ids unknown to the pages.
        expect((amounts as Record<string, unknown>)[key], `${key} from ${file}`).toBe(value);
      }
    }
  });
});

describe('figures the law defines as a share of another', () => {
  it('are computed from their base and rounded to the grosz, half up', () => {
    expect(shareOf(zl(823), qty(130, '%')).zloty).toBe(1069.9);
    expect(shareOf(zl(8181.72), qty(40, '%')).zloty).toBe(3272.69); // 3 272,688
    expect(shareOf(zl(8181.72), qty(30, '%')).zloty).toBe(2454.52); // 2 454,516
    expect(shareOf(zl(0.05), qty(50, '%')).zloty).toBe(0.03); // 0,025 → 0,03
    expect(() => shareOf(zl(100), qty(5, 'lat'))).toThrow();
  });

  // Literal anchors from the specification: a wrong base value (a typo in the income criterion) fails here,
  // even though every page would still agree with the amounts module.
  it.each([
    ['permanent allowance in a family (130% of 823 zł)', amounts.permanentAllowance.maxInFamily, 1069.9],
    ['meals, single person (200% of 1 010 zł)', amounts.mealsAtSchoolAndHome.incomeLimitSingle, 2020],
    ['meals, person in a family (200% of 823 zł)', amounts.mealsAtSchoolAndHome.incomeLimitPerPersonInFamily, 1646],
    ['Opieka 75+, single person (250%)', amounts.care75.incomeLimitSingle, 2525],
    ['Opieka 75+, person in a family (250%)', amounts.care75.incomeLimitPerPersonInFamily, 2057.5],
    ['social welfare home, relatives (300% of 1 010 zł)', amounts.socialWelfareHome.relativesThresholdSingle, 3030],
    ['housing allowance, one person (40% of the average wage)', amounts.housingAllowance.singleThreshold, 3272.69],
    ['housing allowance, several persons (30%)', amounts.housingAllowance.multiThreshold, 2454.52],
    ['food aid 2025, single person (265%)', amounts.foodAid.edition2025.incomeLimitSingle, 2676.5],
    ['food aid 2025, person in a family', amounts.foodAid.edition2025.incomeLimitPerPersonInFamily, 2180.95],
    ['food aid 2024, single person', amounts.foodAid.edition2024.incomeLimitSingle, 2056.4],
    ['food aid 2024, person in a family', amounts.foodAid.edition2024.incomeLimitPerPersonInFamily, 1590],
    ['food aid 2023 until 14 May', amounts.foodAid.edition2023.incomeLimitSingleUntilChange, 1707.2],
    [
      'food aid 2023 until 14 May, in a family',
      amounts.foodAid.edition2023.incomeLimitPerPersonInFamilyUntilChange,
      1320,
    ],
    ['food aid 2023 from 15 May', amounts.foodAid.edition2023.incomeLimitSingleFromChange, 1823.6],
    [
      'food aid 2023 from 15 May, in a family',
      amounts.foodAid.edition2023.incomeLimitPerPersonInFamilyFromChange,
      1410,
    ],
  ] as [string, Figure, number][])('%s', (_name, amount, expected) => {
    expect(zlotyOn(amount)).toBe(expected);
  });

  it('gives the housing area table its 30% and 50% larger areas', () => {
    expect(
      amounts.housingAllowance.areaNorms.map((row) => [row.normative.value, row.plus30.value, row.plus50.value]),
    ).toEqual([
      [35, 45.5, 52.5],
      [40, 52, 60],
      [45, 58.5, 67.5],
      [55, 71.5, 82.5],
      [65, 84.5, 97.5],
      [70, 91, 105],
    ]);
  });
});

describe('the day an amount applies from', () => {
  const pages = sitePageFiles();

  it('is written as a resident reads it', () => {
    expect(validityById('incomeCriterion.single', figureWords, DAY)).toBe('obowiązuje od 1 stycznia 2025 r.');
    expect(validityById('incomeCriterion.single', figureWords, '2024-06-01')).toBe('obowiązuje od 1 stycznia 2022 r.');
    expect(validityById('mealsAtSchoolAndHome.incomeLimitSingle', figureWords, DAY)).toBe(
      'obowiązuje od 1 stycznia 2025 r.',
    );
    expect(() => validityById('familyAllowance.childUpTo5')).toThrow(/nie ma daty obowiązywania/);
  });

  // A page that quotes an amount in force with a date shows that date at least once (a past edition's figure
  // may be quoted without it).
  it('is shown on every page that quotes such an amount', () => {
    const missing: string[] = [];
    for (const page of pages) {
      const source = readFileSync(page.file, 'utf8');
      const ids = new Set([...source.matchAll(/<Amount id="([^"]+)"/g)].map((match) => match[1]!));
      for (const id of ids) {
        const figure = figureById(id);
        if (
          inForceFrom(figure, DAY) &&
          !(isSeries(figure) && figure.pinned) &&
          !new RegExp(`<Amount id="${id.replace(/\./g, '\\.')}" since`).test(source)
        ) {
          missing.push(`${page.name}: ${id}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('grosze', () => {
  // content/README.md: a whole amount is written without grosze, an amount with grosze with both digits.
  it('are shown only where the amount has them', () => {
    const forced: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      if ('zloty' in node) {
        const { zloty, decimals } = node as { zloty: number; decimals?: number };
        if (decimals !== undefined && Number.isInteger(zloty)) forced.push(path);
        return;
      }
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    };
    walk(amounts, '');
    expect(forced).toEqual([]);
  });
});
