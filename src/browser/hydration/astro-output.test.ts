import { describe, expect, it } from 'vitest';
import { propValue, serializedProp } from './astro-output.ts';

describe("an island's prop as Astro serializes it", () => {
  const rows = [{ id: 'a', title: 'Dyżur w sobotę', image: null, size: 3 }];
  const serialized = [1, [[0, { id: [0, 'a'], title: [0, 'Dyżur w sobotę'], image: [0, null], size: [0, 3] }]]];

  it('writes arrays as [1, items] and objects and plain values as [0, value]', () => {
    expect(serializedProp(rows)).toEqual(serialized);
    expect(serializedProp({ snapshot: rows })).toEqual([0, { snapshot: serialized }]);
  });

  it('reads back what it wrote', () => {
    expect(propValue(serializedProp({ snapshot: rows, totals: { general: 2 } }))).toEqual({
      snapshot: rows,
      totals: { general: 2 },
    });
  });
});
