import { describe, expect, it } from 'vitest';
import { formats } from './formats.ts';

describe('dates', () => {
  const date = new Date('2026-11-22T10:00:00Z');

  it('are written in words and in digits, in each language', () => {
    expect(formats.pl.dateLong(date)).toBe('22 listopada 2026');
    expect(formats.uk.dateLong(date)).toBe('22 листопада 2026 р.');
    expect(formats.pl.dateNumeric(date)).toBe('22.11.2026');
    expect(formats.uk.dateNumeric(date)).toBe('22.11.2026');
  });

  it('with the time in Polish time, hours without a leading zero', () => {
    expect(formats.pl.dateTime(new Date('2026-12-24T06:30:00Z'))).toBe('24.12.2026, 7:30');
    expect(formats.pl.dateTime(new Date('2027-07-01T20:05:00Z'))).toBe('01.07.2027, 22:05');
  });

  it('are the day in Poland, wherever the reader is', () => {
    const lateInTheEvening = new Date('2026-11-22T23:30:00Z');
    expect(formats.pl.dateLong(lateInTheEvening)).toBe('23 listopada 2026');
    expect(formats.uk.dateNumeric(lateInTheEvening)).toBe('23.11.2026');
    expect(formats.pl.dateLong(new Date('2026-11-22T00:00:00Z'))).toBe('22 listopada 2026');
  });
});
