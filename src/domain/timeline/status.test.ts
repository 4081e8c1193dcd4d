import { describe, expect, it } from 'vitest';
import { timeline } from './timeline.ts';
import { periodText, statusOn, statusText } from './status.ts';

describe('statusOn', () => {
  const window = timeline.heatingVoucher.applications2025;
  it.each([
    ['2025-11-02', 'upcoming'],
    ['2025-11-03', 'open'],
    ['2025-12-01', 'open'],
    ['2025-12-15', 'open'],
    ['2025-12-16', 'closed'],
  ])('on %s the 2025 heating voucher window is %s', (day, status) => {
    expect(statusOn(window, day)).toBe(status);
  });
});

describe('statusText', () => {
  it.each([
    [timeline.heatingVoucher.applications2026, '2026-06-30', 'nabór jeszcze się nie rozpoczął'],
    [timeline.heatingVoucher.applications2026, '2026-07-01', 'nabór trwa'],
    [timeline.heatingVoucher.applications2026, '2026-09-01', 'nabór zakończony'],
    [timeline.personalAssistant.edition2025, '2024-12-31', 'planowana'],
    [timeline.personalAssistant.edition2025, '2025-06-01', 'w trakcie realizacji'],
    [timeline.personalAssistant.edition2025, '2026-01-01', 'zakończona'],
    [timeline.personalAssistant.edition2026, '2026-11-23', 'w trakcie realizacji'],
    [timeline.personalAssistant.edition2026, '2027-01-01', 'zakończona'],
  ] as const)('%o on %s: %s', (period, day, words) => {
    expect(statusText(period, day)).toBe(words);
  });
});

describe('periodText', () => {
  it('writes the period in words', () => {
    expect(periodText(timeline.heatingVoucher.applications2025)).toBe('od 3 listopada 2025 r. do 15 grudnia 2025 r.');
  });

  it('names the month once within one month, and the closing hour of the last day', () => {
    expect(periodText({ from: '2025-08-01', to: '2025-08-29' })).toBe('od 1 do 29 sierpnia 2025 r.');
    expect(periodText({ from: '2025-12-01', to: '2026-12-31' })).toBe('od 1 grudnia 2025 r. do 31 grudnia 2026 r.');
    expect(periodText(timeline.personalAssistant.applications2026)).toBe('od 19 do 29 sierpnia 2025 r. do godz. 11:00');
  });
});
