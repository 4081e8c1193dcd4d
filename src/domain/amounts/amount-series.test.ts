import { describe, expect, it } from 'vitest';
import { dated, qty, shareOf, zl, type Series } from './money.ts';
import {
  announcedValue,
  changeDaysAfter,
  figuresOf,
  fixedOn,
  inForceFrom,
  knownOnlyLater,
  seriesProblems,
  valueOn,
} from './amount-series.ts';

const criterion = dated(
  { from: '2022-01-01', zloty: 776, source: 'rozporządzenie z 2021 r.' },
  { from: '2025-01-01', zloty: 1010, source: 'rozporządzenie z 2024 r.' },
);
/** The same, with the next value entered ahead of its day. */
const withNext: Series = {
  values: [...criterion.values, { from: '2028-01-01', amount: zl(1100), source: 'rozporządzenie z 2027 r.' }],
};

describe('the value in force', () => {
  it.each([
    ['2024-12-31', 776],
    ['2025-01-01', 1010],
    ['2027-12-31', 1010],
    ['2028-01-01', 1100],
    ['2030-06-01', 1100],
  ])('on %s is %i zł', (day, zloty) => {
    expect(valueOn(withNext, day)).toEqual(zl(zloty));
  });

  it('before the first known value is that first value, and the build is told', () => {
    expect(valueOn(criterion, '2021-06-01')).toEqual(zl(776));
    expect(knownOnlyLater(criterion, '2021-06-01')).toBe(true);
    expect(knownOnlyLater(criterion, '2022-01-01')).toBe(false);
  });

  it('says the day it applies from', () => {
    expect(inForceFrom(withNext, '2026-11-24')).toBe('2025-01-01');
    expect(inForceFrom(zl(100), '2026-11-24')).toBeUndefined();
    expect(valueOn(qty(30, '%'), '2000-01-01')).toEqual(qty(30, '%'));
  });
});

describe('a figure computed from a share of another', () => {
  const meals = shareOf(withNext, qty(200, '%'));

  it('follows its base on both sides of each change', () => {
    expect(valueOn(meals, '2024-06-01')).toEqual(zl(1552));
    expect(valueOn(meals, '2027-12-31')).toEqual(zl(2020));
    expect(valueOn(meals, '2028-01-01')).toEqual(zl(2200));
    expect(meals.values.map((value) => value.from)).toEqual(['2022-01-01', '2025-01-01', '2028-01-01']);
  });

  it('of a past edition keeps its figures when a new value is entered', () => {
    const edition = (base: Series) => shareOf(fixedOn(base, '2025-02-01'), qty(265, '%'));
    for (const day of ['2025-02-01', '2027-12-31', '2028-01-01', '2031-01-01']) {
      expect(valueOn(edition(withNext), day)).toEqual(zl(2676.5));
      expect(valueOn(edition(withNext), day)).toEqual(valueOn(edition(criterion), day));
    }
    expect(inForceFrom(edition(withNext), '2030-01-01')).toBe('2025-01-01');
  });
});

describe('a new value is announced within 60 days of its day', () => {
  it.each([
    ['2027-11-01', undefined],
    ['2027-11-02', '2028-01-01'],
    ['2027-12-31', '2028-01-01'],
    ['2028-01-01', undefined],
  ])('on %s: %s', (day, announced) => {
    expect(announcedValue(withNext, day)?.from).toBe(announced);
  });

  it('and the build lists the days a rebuild is due', () => {
    expect([
      ...changeDaysAfter({ criterion: withNext, meals: shareOf(withNext, qty(200, '%')) }, '2026-11-24'),
    ]).toEqual([['2028-01-01', ['criterion', 'meals']]]);
  });
});

describe('values an editor entered', () => {
  const problems = (series: Series) => seriesProblems({ group: { amount: series } });

  it('in order, each with its source, pass', () => {
    expect(problems(withNext)).toEqual([]);
    expect(problems(shareOf(withNext, qty(30, '%')))).toEqual([]);
  });

  it('name the amount and what is wrong', () => {
    const [first, second] = criterion.values as [Series['values'][0], Series['values'][0]];
    expect(problems({ values: [second, first] })).toEqual([
      'Kwota group.amount: wartość od 2022-01-01 stoi po wartości od 2025-01-01 – wpisuj je od najstarszej.',
    ]);
    expect(problems({ values: [first, { ...second, from: '2022-01-01' }] })).toEqual([
      'Kwota group.amount: dwie wartości od tego samego dnia 2022-01-01.',
    ]);
    expect(problems({ values: [first, { from: '2025-01-01', amount: zl(1010) }] })).toEqual([
      'Kwota group.amount: wartość od 2025-01-01 nie ma źródła (source: akt prawny, który ją ustala).',
    ]);
    expect(problems({ values: [{ ...first, from: '2025-02-30' }] })).toEqual([
      'Kwota group.amount: „2025-02-30” nie jest dniem w postaci RRRR-MM-DD.',
    ]);
  });

  it('are found at any depth, with their ids', () => {
    expect(figuresOf({ a: { b: withNext, c: zl(1) }, d: [qty(2)] }).map(([id]) => id)).toEqual(['a.b', 'a.c', 'd.0']);
  });
});
