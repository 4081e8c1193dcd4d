import { describe, expect, it } from 'vitest';
import { noticesToCarry, noticeWords, type Notice } from './notice.ts';

const notice = (id: string, columns: Partial<Notice> = {}): Notice => ({
  id,
  title: `Komunikat ${id}`,
  body: 'Treść.',
  title_uk: null,
  body_uk: null,
  starts_at: null,
  ends_at: '2026-12-31T23:00:00Z',
  published_at: '2026-12-01T08:00:00Z',
  ...columns,
});
const now = new Date('2026-12-24T12:00:00Z');

describe('the notices a page carries', () => {
  it('leaves out what is over, keeps what starts later (hidden until then), the latest to start first', () => {
    const carried = noticesToCarry(
      [
        notice('a'),
        notice('over', { ends_at: '2026-12-24T12:00:00Z' }),
        notice('later', { starts_at: '2026-12-27T07:00:00Z' }),
        notice('b', { published_at: '2026-12-20T08:00:00Z' }),
      ],
      now,
    );
    expect(carried.map((shown) => shown.id)).toEqual(['later', 'b', 'a']);
  });

  it('says a notice in Ukrainian on a Ukrainian page when it has the words, else in Polish, marked so', () => {
    const both = notice('a', { title_uk: 'Оголошення', body_uk: 'Текст.' });
    expect(noticeWords(both, 'uk')).toEqual({ title: 'Оголошення', body: 'Текст.' });
    expect(noticeWords(both, 'pl')).toEqual({ title: 'Komunikat a', body: 'Treść.' });
    expect(noticeWords(notice('a'), 'uk')).toEqual({ title: 'Komunikat a', body: 'Treść.', lang: 'pl' });
  });
});
