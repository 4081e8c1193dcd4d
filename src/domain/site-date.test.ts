import { describe, expect, it } from 'vitest';
import { addDays, isIsoDay, siteDay } from './site-date.ts';

describe('the site date', () => {
  it('is the build day in Poland', () => {
    expect(siteDay('', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(siteDay(undefined, new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });

  it('or SITE_DATE, for a preview of another day', () => {
    expect(siteDay('2027-01-01')).toBe('2027-01-01');
    expect(siteDay('2024-03-15')).toBe('2024-03-15');
  });

  it('refuses a SITE_DATE that is not a day, in Polish', () => {
    for (const bad of ['2027-1-1', '01.01.2027', '2027-02-30', 'jutro']) {
      expect(() => siteDay(bad)).toThrow(
        `SITE_DATE musi być dniem w postaci RRRR-MM-DD (np. 2027-01-01), a jest „${bad}”.`,
      );
    }
  });

  it('counts days across months and years', () => {
    expect(addDays('2027-11-02', 60)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });
});
