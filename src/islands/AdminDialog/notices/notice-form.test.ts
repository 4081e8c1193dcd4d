import { describe, expect, it } from 'vitest';
import { emptyNotice, noticeRow, noticeState, noticeValues } from './notice-form.ts';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';

const t = panelTrustWords.notices.errors;
const typed = { ...emptyNotice, title: '24 grudnia nieczynne', body: 'W Wigilię ośrodek jest zamknięty.' };

describe('the notice form', () => {
  it('writes the times typed in Polish time, the Ukrainian words only when given', () => {
    const checked = noticeRow({
      ...typed,
      startDate: '23.12.2026',
      startTime: '15:00',
      endDate: '27.12.2026',
      endTime: '7:30',
    });
    expect(checked).toEqual({
      ok: true,
      row: {
        title: '24 grudnia nieczynne',
        body: 'W Wigilię ośrodek jest zamknięty.',
        title_uk: null,
        body_uk: null,
        starts_at: '2026-12-23T14:00:00.000Z',
        ends_at: '2026-12-27T06:30:00.000Z',
      },
    });
  });

  it('shows a notice for a change as it was typed, and writes it back unchanged', () => {
    const row = {
      title: 'Mrozy: punkt ogrzewania',
      body: 'Punkt działa w klubie seniora.',
      title_uk: 'Морози: пункт обігріву',
      body_uk: 'Пункт працює в клубі.',
      starts_at: '2026-12-23T14:00:00.000Z',
      ends_at: '2027-03-31T22:00:00.000Z',
    };
    const values = noticeValues(row);
    expect(values).toMatchObject({
      startDate: '23.12.2026',
      startTime: '15:00',
      endDate: '01.04.2027',
      endTime: '0:00',
    });
    expect(noticeRow(values)).toEqual({ ok: true, row });
    const withoutStart = noticeValues({ ...row, starts_at: null, title_uk: null, body_uk: null });
    expect(withoutStart).toMatchObject({ startDate: '', startTime: '', titleUk: '', bodyUk: '' });
    expect(noticeRow(withoutStart)).toEqual({
      ok: true,
      row: { ...row, starts_at: null, title_uk: null, body_uk: null },
    });
  });

  it('refuses no end, an end before the start, markup, half a Ukrainian notice, each at its field', () => {
    expect(noticeRow(typed)).toEqual({ ok: false, problems: { endDate: t.noEnd } });
    expect(noticeRow({ ...typed, startDate: '27.12.2026', endDate: '26.12.2026' })).toEqual({
      ok: false,
      problems: { endDate: t.endBeforeStart },
    });
    expect(
      noticeRow({ ...typed, body: 'Zamknięte <b>jutro</b>', titleUk: 'Оголошення', endDate: '27.12.2026' }),
    ).toEqual({
      ok: false,
      problems: { body: t.markup, bodyUk: t.ukWhole },
    });
  });

  it('says where a notice stands', () => {
    const now = new Date('2026-12-24T12:00:00Z');
    const at = (starts: string | null, ends: string, published: string | null = '2026-12-20T00:00:00Z') => ({
      published_at: published,
      starts_at: starts,
      ends_at: ends,
    });
    expect(noticeState(at(null, '2026-12-25T00:00:00Z', null), now)).toBe('draft');
    expect(noticeState(at(null, '2026-12-25T00:00:00Z'), now)).toBe('shown');
    expect(noticeState(at('2026-12-24T13:00:00Z', '2026-12-25T00:00:00Z'), now)).toBe('scheduled');
    expect(noticeState(at(null, '2026-12-24T12:00:00Z'), now)).toBe('ended');
  });
});
