import { describe, expect, it } from 'vitest';
import { rowPublication } from './news-row-state.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('a row of the news list', () => {
  it('marks a draft and offers to publish it now', () => {
    expect(rowPublication({ published_at: null, date: '27.11.2026' }, now)).toEqual({
      state: 'draft',
      label: 'Szkic',
      actions: ['publishNow'],
    });
  });

  it('marks an item scheduled with its Polish time, and offers to publish it now, move it or cancel it', () => {
    expect(rowPublication({ published_at: '2026-12-24T06:30:00Z', date: '24.12.2026' }, now)).toEqual({
      state: 'scheduled',
      label: 'Zaplanowano na 24.12.2026, 7:30',
      actions: ['publishNow', 'reschedule', 'cancel'],
    });
  });

  it('shows the date of an item published, and no publication action', () => {
    expect(rowPublication({ published_at: '2026-11-20T09:00:00Z', date: '20.11.2026' }, now)).toEqual({
      state: 'published',
      label: '20.11.2026',
      actions: [],
    });
  });
});
