import { describe, expect, it } from 'vitest';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { publicationChoice, publicationMessage, publicationValues } from './publication-form.ts';

const t = panelWords.publication;
const now = new Date('2026-11-27T12:00:00Z');
const empty = { date: '', time: '' };

describe('the publication a news form saves', () => {
  it("'Zapisz szkic' makes a draft, whatever the fields say", () => {
    expect(publicationChoice({ date: '31.02.2026', time: 'x' }, 'draft', null, now)).toEqual({
      ok: true,
      publication: { kind: 'draft' },
    });
  });

  it("'Opublikuj' with empty fields publishes a new item or a draft now, and keeps a published item's time", () => {
    expect(publicationChoice(empty, 'publish', null, now)).toEqual({ ok: true, publication: { kind: 'now' } });
    expect(publicationChoice(empty, 'publish', '2026-12-24T06:30:00Z', now)).toEqual({
      ok: true,
      publication: { kind: 'now' },
    });
    expect(publicationChoice(empty, 'publish', '2026-11-01T10:00:00Z', now)).toEqual({ ok: true, publication: null });
  });

  it("'Opublikuj' with a date and time, in Polish time, schedules it", () => {
    expect(publicationChoice({ date: '24.12.2026', time: '7:30' }, 'publish', null, now)).toEqual({
      ok: true,
      publication: { kind: 'at', at: new Date('2026-12-24T06:30:00Z') },
    });
  });

  it.each([
    [
      { date: '24.12.2026', time: '' },
      { date: null, time: t.timeMissing },
    ],
    [
      { date: '', time: '7:30' },
      { date: t.dateMissing, time: null },
    ],
    [
      { date: '31.02.2027', time: '7:30' },
      { date: t.invalidDate, time: null },
    ],
    [
      { date: '2027-02-01', time: '7:30' },
      { date: t.invalidDate, time: null },
    ],
    [
      { date: '24.12.2026', time: '24:00' },
      { date: null, time: t.invalidTime },
    ],
    [
      { date: '28.03.2027', time: '2:30' },
      { date: null, time: t.skipped },
    ],
    [
      { date: '28.11.2027', time: '12:00' },
      { date: t.tooFar, time: null },
    ],
  ])('refuses %j: %j', (values, problems) => {
    expect(publicationChoice(values, 'publish', null, now)).toEqual({ ok: false, problems });
  });

  it('takes a time a year ahead to the minute, and a time already past (the database publishes it now)', () => {
    expect(publicationChoice({ date: '27.11.2027', time: '13:00' }, 'publish', null, now).ok).toBe(true);
    expect(publicationChoice({ date: '1.1.2020', time: '0:00' }, 'publish', null, now)).toEqual({
      ok: true,
      publication: { kind: 'at', at: new Date('2019-12-31T23:00:00Z') },
    });
  });
});

describe('the fields of an item opened for editing', () => {
  it('show the time of a scheduled item, and nothing for a draft or an item published', () => {
    expect(publicationValues('2026-12-24T06:30:00Z', now)).toEqual({ date: '24.12.2026', time: '7:30' });
    expect(publicationValues(null, now)).toEqual(empty);
    expect(publicationValues('2026-11-01T10:00:00Z', now)).toEqual(empty);
  });
});

describe('what a save says', () => {
  it('names the draft, the publication, or the time it is scheduled for', () => {
    expect(publicationMessage({ kind: 'draft' }, now)).toBe(t.draftSaved);
    expect(publicationMessage({ kind: 'now' }, now)).toBe(t.published);
    expect(publicationMessage({ kind: 'at', at: new Date('2020-01-01T00:00:00Z') }, now)).toBe(t.published);
    expect(publicationMessage({ kind: 'at', at: new Date('2026-12-24T06:30:00Z') }, now)).toBe(
      fill.pl(t.scheduled, { when: '24.12.2026 o 7:30' }),
    );
    expect(publicationMessage(null, now)).toBeNull();
  });
});
