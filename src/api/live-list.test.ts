import { describe, expect, it } from 'vitest';
import { applyChange, leavesGap, type Change } from './live-list.ts';

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
    expect(applyChange(rows, { type: 'INSERT', row: { id: 'c', title: 'C' } }).map((r) => r.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
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
    const once = changes.reduce((list, change) => applyChange(list, change), rows);
    const twice = changes.reduce((list, change) => applyChange(list, change), once);
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

describe('a list of the newest rows, or of some rows only', () => {
  const page = [
    { id: 'c', title: 'C' },
    { id: 'b', title: 'B' },
  ];
  const newest2 = { limit: 2 };

  it('keeps only as many rows as it shows when one is added', () => {
    expect(applyChange(page, { type: 'INSERT', row: { id: 'd', title: 'D' } }, newest2).map((r) => r.id)).toEqual([
      'd',
      'c',
    ]);
  });

  it('reads again when a delete leaves a gap in a full list, and not otherwise', () => {
    expect(leavesGap(page, { type: 'DELETE', id: 'b' }, newest2)).toBe(true);
    expect(applyChange(page, { type: 'DELETE', id: 'b' }, newest2)).toEqual([{ id: 'c', title: 'C' }]);
    expect(leavesGap(page, { type: 'DELETE', id: 'z' }, newest2)).toBe(false);
    expect(leavesGap([page[0]!], { type: 'DELETE', id: 'c' }, newest2)).toBe(false);
    expect(leavesGap(page, { type: 'DELETE', id: 'b' }, {})).toBe(false);
  });

  it('does not put an older row it did not show at the top when that row is edited', () => {
    expect(applyChange(page, { type: 'UPDATE', row: { id: 'a', title: 'A2' } }, newest2)).toEqual(page);
  });

  it('follows one item only, and says so when it is deleted', () => {
    const one = { matches: (row: Item) => row.id === 'b' };
    expect(applyChange([page[1]!], { type: 'INSERT', row: { id: 'x', title: 'X' } }, one)).toEqual([page[1]]);
    expect(applyChange([page[1]!], { type: 'UPDATE', row: { id: 'b', title: 'B2' } }, one)).toEqual([
      { id: 'b', title: 'B2' },
    ]);
    expect(applyChange([page[1]!], { type: 'DELETE', id: 'b' }, one)).toEqual([]);
  });

  it('lets a row leave a category list when it moves to another', () => {
    const general = { matches: (row: Item) => row.title.startsWith('G') };
    expect(applyChange([{ id: 'g', title: 'G1' }], { type: 'UPDATE', row: { id: 'g', title: 'P1' } }, general)).toEqual(
      [],
    );
  });
});
