import { describe, expect, it } from 'vitest';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';
import { fill } from '../../i18n/message.ts';
import { parseZloty } from '../amounts/zloty-input.ts';
import { parseHousehold, type HouseholdFormValues } from './household-form.ts';

const errors = selfCheckWords.errors;

describe('parseZloty', () => {
  it.each([
    ['2500', 250_000],
    ['2 500', 250_000],
    ['2\u00a0500', 250_000],
    ['2\u202f500', 250_000],
    ['2500,50', 250_050],
    ['2500.50', 250_050],
    ['2 500,5', 250_050],
    [' 2500 ', 250_000],
    ['1\u00a0010\u00a0zł', 101_000],
    ['1 234 567,89', 123_456_789],
    ['0', 0],
    ['0,01', 1],
    ['999 999 999,99', 99_999_999_999],
  ])('reads %j as %i grosze', (typed, expected) => {
    expect(parseZloty(typed)).toEqual({ ok: true, grosze: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notAnAmount'],
    ['25oo', 'notAnAmount'],
    ['2500,', 'notAnAmount'],
    ['25 00', 'notAnAmount'],
    ['12e3', 'notAnAmount'],
    ['-100', 'negative'],
    ['\u2212100', 'negative'],
    ['1,234', 'tooManyDecimals'],
    ['1.234', 'tooManyDecimals'],
    ['2500,505', 'tooManyDecimals'],
    ['1 000 000 000', 'tooLarge'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(parseZloty(typed)).toEqual({ ok: false, problem });
  });
});

describe('parseHousehold', () => {
  const valid: HouseholdFormValues = {
    persons: '3',
    income: '2 469,00',
    personsAged75: '',
    children: '',
    disability: false,
  };
  const parse = (overrides: Partial<HouseholdFormValues>) => parseHousehold({ ...valid, ...overrides });

  it('gives a household, with empty optional counts as none', () => {
    expect(parse({})).toEqual({
      ok: true,
      household: { persons: 3, incomeGrosze: 246_900, personsAged75: 0, children: 0, disability: false },
    });
    expect(parse({ personsAged75: '1', children: '2', disability: true })).toEqual({
      ok: true,
      household: { persons: 3, incomeGrosze: 246_900, personsAged75: 1, children: 2, disability: true },
    });
  });

  it.each([
    ['2500', 250_000],
    ['2 500', 250_000],
    ['2\u00a0500', 250_000],
    ['2500,50', 250_050],
    ['2500.50', 250_050],
  ])('reads the income %j', (income, incomeGrosze) => {
    expect(parse({ income })).toMatchObject({ ok: true, household: { incomeGrosze } });
  });

  it.each([
    ['persons', { persons: '' }, errors.persons.missing],
    ['persons', { persons: 'trzy' }, errors.persons.notWhole],
    ['persons', { persons: '2,5' }, errors.persons.notWhole],
    ['persons', { persons: '0' }, fill.pl(errors.persons.outOfRange, { min: 1, max: 20 })],
    ['persons', { persons: '21' }, fill.pl(errors.persons.outOfRange, { min: 1, max: 20 })],
    ['persons', { persons: '-2' }, fill.pl(errors.persons.outOfRange, { min: 1, max: 20 })],
    ['income', { income: '' }, errors.income.missing],
    ['income', { income: 'dużo' }, errors.income.notAnAmount],
    ['income', { income: '-100' }, errors.income.negative],
    ['income', { income: '1,234' }, errors.income.tooManyDecimals],
    ['income', { income: '2500,505' }, errors.income.tooManyDecimals],
    ['personsAged75', { personsAged75: 'jeden' }, errors.count.notWhole],
    ['personsAged75', { personsAged75: '-1' }, errors.count.negative],
    ['personsAged75', { personsAged75: '4' }, fill.pl(errors.personsAged75AbovePersons, { persons: 3 })],
    ['children', { children: '1,5' }, errors.count.notWhole],
    ['children', { children: '-1' }, errors.count.negative],
    ['children', { children: '4' }, fill.pl(errors.childrenAbovePersons, { persons: 3 })],
    ['children', { personsAged75: '2', children: '2' }, fill.pl(errors.childrenAndSeniorsAbovePersons, { persons: 3 })],
  ] as const)('%s %j: one message, on that field', (field, overrides, message) => {
    expect(parse(overrides)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('accepts the limits: 1 and 20 persons, counts equal to the persons', () => {
    expect(parse({ persons: '1' }).ok).toBe(true);
    expect(parse({ persons: '20' }).ok).toBe(true);
    expect(parse({ personsAged75: '3' }).ok).toBe(true);
    expect(parse({ children: '3' }).ok).toBe(true);
  });

  it('reports every field in error at once, in the order of the form', () => {
    const result = parseHousehold({ persons: 'x', income: '', personsAged75: '-1', children: 'y', disability: false });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['persons', 'income', 'personsAged75', 'children']);
  });

  it('does not compare the counts with persons that could not be read', () => {
    expect(parse({ persons: '', children: '5' })).toEqual({ ok: false, errors: { persons: errors.persons.missing } });
  });
});
