import { describe, expect, it } from 'vitest';
import { amounts } from '../../domain/amounts/index.ts';
import { dated } from '../../domain/amounts/money.ts';
import { amountChangeReport } from './report.ts';

/** What the build logs about the amounts; the real builds for other days are in tests/content/editor-changes-build.test.ts. */
describe('the build’s report on the amounts', () => {
  it('for a day in 2024 warns once, naming the amounts first known later and not those known then', () => {
    const warnings = amountChangeReport(amounts, '2024-06-01').filter(({ level }) => level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toMatch(/^Przed 2024-06-01 moduł kwot nie zna wartości tych kwot/);
    expect(warnings[0]!.text).toContain('nursingBenefit.monthly');
    expect(warnings[0]!.text).not.toContain('incomeCriterion');
  });

  it('names the site’s date first, then the days a rebuild is due, and warns of nothing known', () => {
    const criterion = dated(
      { from: '2025-01-01', zloty: 1010, source: 'a' },
      { from: '2027-01-01', zloty: 1100, source: 'b' },
    );
    expect(amountChangeReport({ incomeCriterion: { single: criterion } }, '2026-12-01')).toEqual([
      {
        level: 'info',
        text: 'Data serwisu: 2026-12-01. Kwoty, progi i terminy są pokazane tak, jak obowiązują tego dnia.',
      },
      {
        level: 'info',
        text: 'Nowe wartości kwot zaczną obowiązywać: 2027-01-01 (incomeCriterion.single). Zbuduj serwis ponownie w każdym z tych dni.',
      },
    ]);
  });
});
