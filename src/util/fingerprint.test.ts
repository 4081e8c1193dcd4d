import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.ts';

describe('fingerprint', () => {
  it('is the same for rows whose columns come in another order', () => {
    const fromRest = [{ id: 'a', title: 'Zebranie', image: null, created_at: '2026-11-25T10:00:00+00:00' }];
    const fromRealtime = [{ created_at: '2026-11-25T10:00:00+00:00', image: null, title: 'Zebranie', id: 'a' }];
    expect(fingerprint(fromRealtime)).toBe(fingerprint(fromRest));
  });

  it('differs when a value, the order of rows or their number differs', () => {
    const rows = [
      { id: 'a', title: 'Zebranie' },
      { id: 'b', title: 'Dyżur' },
    ];
    const base = fingerprint(rows);
    expect(fingerprint([{ ...rows[0], title: 'Zebranie.' }, rows[1]])).not.toBe(base);
    expect(fingerprint([rows[1], rows[0]])).not.toBe(base);
    expect(fingerprint(rows.slice(0, 1))).not.toBe(base);
    expect(fingerprint([])).not.toBe(base);
  });

  it('tells nested values and Polish letters apart', () => {
    expect(fingerprint({ item: { title: 'Zasiłek' }, related: [] })).not.toBe(
      fingerprint({ item: { title: 'Zasilek' }, related: [] }),
    );
    expect(fingerprint({ item: { id: 'a', title: 'x' } })).toBe(fingerprint({ item: { title: 'x', id: 'a' } }));
  });
});
