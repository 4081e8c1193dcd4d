import { describe, expect, it } from 'vitest';
import {
  isoDay,
  publicationColumns,
  publicationState,
  warsawFields,
  warsawInstant,
  warsawTyped,
} from './publication.ts';

describe('a publication time in Polish local time', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2).
    ['2026-12-24', '7:30', '2026-12-24T06:30:00.000Z'],
    ['2027-07-01', '12:00', '2027-07-01T10:00:00.000Z'],
    // The last Sunday of March 2027: 1:59 is winter time, 3:00 summer time.
    ['2027-03-28', '01:59', '2027-03-28T00:59:00.000Z'],
    ['2027-03-28', '03:00', '2027-03-28T01:00:00.000Z'],
    // The last Sunday of October 2027: 2:30 happens twice; the first, in summer time, is taken.
    ['2027-10-31', '02:30', '2027-10-31T00:30:00.000Z'],
    ['2027-10-31', '03:00', '2027-10-31T02:00:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    const result = warsawInstant(date, time);
    expect(result.ok && result.at.toISOString()).toBe(iso);
  });

  it('refuses a time the clocks skip, and dates and times that do not exist', () => {
    expect(warsawInstant('2027-03-28', '02:30')).toEqual({ ok: false, problem: 'skipped' });
    expect(warsawInstant('2027-02-30', '10:00')).toEqual({ ok: false, problem: 'invalidDate' });
    expect(warsawInstant('24.12.2026', '10:00')).toEqual({ ok: false, problem: 'invalidDate' });
    expect(warsawInstant('2026-12-24', '24:00')).toEqual({ ok: false, problem: 'invalidTime' });
    expect(warsawInstant('2026-12-24', '7.30')).toEqual({ ok: false, problem: 'invalidTime' });
  });

  it('gives the form’s fields back for an instant, in Polish time', () => {
    expect(warsawFields(new Date('2026-12-24T06:30:00Z'))).toEqual({ date: '2026-12-24', time: '07:30' });
    expect(warsawFields(new Date('2027-10-31T00:30:00Z'))).toEqual({ date: '2027-10-31', time: '02:30' });
    expect(warsawFields(new Date('2027-10-31T01:30:00Z'))).toEqual({ date: '2027-10-31', time: '02:30' });
  });
});

describe('what a publication time makes an item', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('a draft without a time, scheduled before its time, published from it', () => {
    expect(publicationState(null, now)).toBe('draft');
    expect(publicationState('2026-12-24T06:30:00Z', now)).toBe('scheduled');
    expect(publicationState('2026-12-01T12:00:00Z', now)).toBe('published');
  });

  it('is written as the one column the database reads', () => {
    expect(publicationColumns({ kind: 'draft' })).toEqual({ published_at: null });
    expect(publicationColumns({ kind: 'at', at: new Date('2026-12-24T06:30:00Z') })).toEqual({
      published_at: '2026-12-24T06:30:00.000Z',
    });
    expect(Date.parse(publicationColumns({ kind: 'now' }).published_at!)).toBeGreaterThan(0);
  });
});

describe('a publication time as the administrator types and reads it', () => {
  it.each([
    ['24.12.2026', '2026-12-24'],
    [' 1.5.2027 ', '2027-05-01'],
    ['2026-12-24', null],
    ['24.12.26', null],
    ['', null],
  ])('%j is the day %j', (typed, day) => {
    expect(isoDay(typed)).toBe(day);
  });

  it('fills the form with an instant in Polish time, hours without a leading zero', () => {
    expect(warsawTyped(new Date('2026-12-24T06:30:00Z'))).toEqual({ date: '24.12.2026', time: '7:30' });
    expect(warsawTyped(new Date('2027-07-01T20:05:00Z'))).toEqual({ date: '01.07.2027', time: '22:05' });
  });
});
