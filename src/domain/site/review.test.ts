import { describe, expect, it } from 'vitest';
import { addMonths, pagesDue, quotedAmounts, reviewLine } from './review.ts';
import { dated, zl, type Figure } from '../amounts/money.ts';

const TODAY = '2026-11-29';
const figures: Record<string, Figure> = {
  'incomeCriterion.single': dated(
    { from: '2025-01-01', zloty: 1010, source: 'rozporządzenie 2024' },
    { from: '2026-12-20', zloty: 1100, source: 'rozporządzenie 2026' },
  ),
  'later.series': dated(
    { from: '2025-01-01', zloty: 100, source: 'a' },
    { from: '2027-01-05', zloty: 110, source: 'b' },
  ),
  fixed: zl(50),
};
const figure = (id: string) => figures[id]!;
const page = (route: string, lastReviewed: string, body = '', reviewEvery = 12) => ({
  route,
  title: route.slice(1),
  lastReviewed: new Date(`${lastReviewed}T00:00:00Z`),
  reviewEvery,
  body,
});

describe('pages due for review', () => {
  it('adds calendar months, a day the month lacks becoming its last', () => {
    expect(addMonths('2025-11-29', 12)).toBe('2026-11-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('lists a page whose review day has passed or falls within 30 days, not one further off', () => {
    const due = pagesDue(
      [
        page('/overdue', '2025-10-01'),
        page('/within', '2025-12-29'),
        page('/after', '2025-12-30'),
        page('/quarterly', '2026-09-01', '', 3),
      ],
      figure,
      TODAY,
    );
    expect(due.map((item) => `${item.date} ${item.route}`)).toEqual([
      '2026-12-29 /within',
      '2026-12-01 /quarterly',
      '2026-10-01 /overdue',
    ]);
    expect(due[1]!.reason).toEqual({ kind: 'interval', months: 3 });
  });

  it('lists a page quoting an amount whose next value starts within 30 days, newest due first', () => {
    const body =
      'Kryterium: <Amount id="incomeCriterion.single" since />, opłata <Amount id="fixed" />, <Amount id="later.series" />.';
    expect(quotedAmounts(body)).toEqual(['incomeCriterion.single', 'fixed', 'later.series']);
    const due = pagesDue([page('/zasilek', '2026-11-23', body), page('/over', '2025-11-01')], figure, TODAY);
    expect(due).toEqual([
      {
        route: '/zasilek',
        title: 'zasilek',
        date: '2026-12-20',
        reason: { kind: 'amount', amount: 'incomeCriterion.single' },
      },
      { route: '/over', title: 'over', date: '2026-11-01', reason: { kind: 'interval', months: 12 } },
    ]);
    expect(pagesDue([page('/zasilek', '2026-11-23', body)], figure, '2026-12-20')).toEqual([
      expect.objectContaining({ date: '2027-01-05', reason: { kind: 'amount', amount: 'later.series' } }),
    ]);
  });

  it('says each item in one Polish line for the build’s warning', () => {
    const [item] = pagesDue([page('/zasilek', '2025-11-01')], figure, TODAY);
    expect(reviewLine(item!)).toBe('2026-11-01 /zasilek (zasilek): przegląd co 12 mies.');
  });
});
