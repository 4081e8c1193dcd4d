import { describe, expect, it } from 'vitest';
import { idsToRead, inOrderOf, sameVersions, versionsFingerprint } from './freshness.ts';

const row = (id: string, updated_at = '2026-11-20T08:15:00+00:00', title = `Komunikat ${id}`) => ({
  id,
  updated_at,
  title,
});

const list = [row('c'), row('b'), row('a')];

describe('versionsFingerprint', () => {
  it('is the same for whole rows and for the freshness read of the same rows', () => {
    const read = list.map(({ id, updated_at }) => ({ updated_at, id }));
    expect(versionsFingerprint(read)).toBe(versionsFingerprint(list));
  });

  it('differs when a row is added, removed, changed or moved', () => {
    const shown = versionsFingerprint(list);
    expect(versionsFingerprint([row('d'), ...list])).not.toBe(shown);
    expect(versionsFingerprint(list.slice(1))).not.toBe(shown);
    expect(versionsFingerprint([row('c', '2026-11-27T10:00:00.123+00:00'), ...list.slice(1)])).not.toBe(shown);
    expect(versionsFingerprint([list[1]!, list[0]!, list[2]!])).not.toBe(shown);
    expect(versionsFingerprint([])).not.toBe(shown);
  });

  it('leaves out everything but the ids and change times', () => {
    expect(versionsFingerprint([row('c', undefined, 'Inny tytuł'), ...list.slice(1)])).toBe(versionsFingerprint(list));
  });
});

describe('what a list reads after its freshness read', () => {
  it('reads nothing when it holds every row as it is now', () => {
    expect(idsToRead(list, list)).toEqual([]);
    expect(sameVersions(inOrderOf(list, list, []), list)).toBe(true);
  });

  it('reads only the rows that are new or changed', () => {
    const now = [row('d'), row('c', '2026-11-27T10:00:00+00:00'), row('b')];
    expect(idsToRead(now, list)).toEqual(['d', 'c']);
  });

  it('reads every row when it holds none (the page’s own rows are not held)', () => {
    expect(idsToRead(list, [])).toEqual(['c', 'b', 'a']);
  });

  it('orders the rows as the freshness read did, each as just read or else as held', () => {
    const now = [row('d'), row('c', '2026-11-27T10:00:00+00:00'), row('a')];
    const read = [row('c', '2026-11-27T10:00:00+00:00', 'Zmieniony'), row('d')];
    expect(inOrderOf(now, list, read)).toEqual([read[1], read[0], list[2]]);
  });

  it('leaves out a row gone between the two reads (moved to the bin meanwhile)', () => {
    expect(inOrderOf([row('d'), ...list], list, [])).toEqual(list);
  });

  it('tells when a list is unchanged, also in its order', () => {
    expect(sameVersions(list, [...list])).toBe(true);
    expect(sameVersions(list, [list[1]!, list[0]!, list[2]!])).toBe(false);
    expect(sameVersions(list, list.slice(1))).toBe(false);
    expect(sameVersions(list, [row('c', '2026-11-27T10:00:00+00:00'), list[1]!, list[2]!])).toBe(false);
  });
});
