import { describe, expect, it } from 'vitest';
import { formatAmountById, formatFigure } from './amount-lookup.ts';
import { qty, zl } from '../data/amounts/money.ts';

describe('formatAmountById', () => {
  it('formats the income criterion from the amounts module', () => {
    expect(formatAmountById('incomeCriterion.single')).toBe('1\u00a0010\u00a0zł');
    expect(formatAmountById('permanentAllowance.maxInFamily')).toBe('1\u00a0069,90\u00a0zł');
  });

  it('fails loudly on an unknown id, naming it', () => {
    expect(() => formatAmountById('incomeCriterion.nope')).toThrow(/incomeCriterion\.nope/);
    expect(() => formatAmountById('incomeCriterion')).toThrow();
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
