import { describe, expect, it } from 'vitest';
import { amountNotes, announcementOf, formatAmountById, formatFigure } from './amount-lookup.ts';
import { figureWords } from '../../i18n/pl/figures.ts';
import { wordsIn } from '../../i18n/languages.ts';
import { dated, qty, zl } from './money.ts';

describe('formatAmountById', () => {
  it('formats the income criterion from the amounts module', () => {
    expect(formatAmountById('incomeCriterion.single', '2026-11-24')).toBe('1\u00a0010\u00a0zł');
    expect(formatAmountById('permanentAllowance.maxInFamily', '2026-11-24')).toBe('1\u00a0069,90\u00a0zł');
    expect(formatAmountById('incomeCriterion.single', '2024-12-31')).toBe('776\u00a0zł');
    expect(formatAmountById('permanentAllowance.maxInFamily', '2024-12-31')).toBe('780\u00a0zł');
  });

  it('fails loudly on an unknown id, naming it', () => {
    expect(() => formatAmountById('incomeCriterion.nope')).toThrow(/incomeCriterion\.nope/);
    expect(() => formatAmountById('incomeCriterion')).toThrow();
  });
});

describe('announcements', () => {
  const next = dated(
    { from: '2025-01-01', zloty: 1010, source: 'a' },
    { from: '2028-01-01', zloty: 1100, source: 'b' },
  );

  it('word a value due within 60 days the same way everywhere, in Polish and in Ukrainian', () => {
    expect(announcementOf(next, figureWords, '2027-12-01')).toBe('od 1 stycznia 2028 r.: 1\u00a0100\u00a0zł');
    expect(announcementOf(next, wordsIn('uk').figures, '2027-12-01')).toBe('з 1 січня 2028 р.: 1\u00a0100\u00a0zł');
    expect(announcementOf(next, figureWords, '2027-10-01')).toBeUndefined();
    expect(amountNotes(['obowiązuje od 1 stycznia 2025 r.', announcementOf(next, figureWords, '2027-12-01')])).toBe(
      ' (obowiązuje od 1 stycznia 2025 r.; od 1 stycznia 2028 r.: 1\u00a0100\u00a0zł)',
    );
    expect(amountNotes([false, undefined])).toBe('');
  });
});

describe('formatFigure', () => {
  it('writes percentages, units and counts in Polish notation', () => {
    expect(formatFigure(qty(130, '%'))).toBe('130%');
    expect(formatFigure(qty(45.5, 'm²', 1))).toBe('45,5\u00a0m²');
    expect(formatFigure(qty(2317))).toBe('2\u00a0317');
    expect(formatFigure(zl(4000, 2))).toBe('4\u00a0000,00\u00a0zł');
  });
});
