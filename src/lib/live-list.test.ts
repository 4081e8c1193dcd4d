import { describe, expect, it } from 'vitest';
import { applyChange, type Change } from './live-list.ts';

interface Item {
  id: string;
  title: string;
}

const rows: Item[] = [
  { id: 'b', title: 'B' },
  { id: 'a', title: 'A' },
];

describe('applyChange', () => {
  it('puts an insert first', () => {
    expect(applyChange(rows, { type: 'INSERT', row: { id: 'c', title: 'C' } }).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('replaces an updated row in place', () => {
    expect(applyChange(rows, { type: 'UPDATE', row: { id: 'a', title: 'A2' } })).toEqual([
      { id: 'b', title: 'B' },
      { id: 'a', title: 'A2' },
    ]);
  });

  it('removes a deleted row by id', () => {
    expect(applyChange(rows, { type: 'DELETE', id: 'b' })).toEqual([{ id: 'a', title: 'A' }]);
  });

  it('is idempotent, so replaying changes that a fresh load already contains does no harm', () => {
    const changes: Change<Item>[] = [
      { type: 'INSERT', row: { id: 'c', title: 'C' } },
      { type: 'UPDATE', row: { id: 'c', title: 'C2' } },
      { type: 'DELETE', id: 'b' },
    ];
    const once = changes.reduce(applyChange<Item>, rows);
    const twice = changes.reduce(applyChange<Item>, once);
    expect(twice).toEqual(once);
    expect(once).toEqual([
      { id: 'c', title: 'C2' },
      { id: 'a', title: 'A' },
    ]);
  });

  it('shows an updated row it did not know (e.g. missed while offline) at the top', () => {
    expect(applyChange(rows, { type: 'UPDATE', row: { id: 'z', title: 'Z' } })[0]).toEqual({ id: 'z', title: 'Z' });
  });
});
