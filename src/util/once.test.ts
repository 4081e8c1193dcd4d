import { describe, expect, it } from 'vitest';
import { once, oncePerKey } from './once.ts';

describe('once', () => {
  it('loads once and shares the answer, and tries again after a failure', async () => {
    let calls = 0;
    const load = once(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await Promise.all([load(), load()])).toEqual([2, 2]);
    expect(calls).toBe(2);
  });
});

describe('oncePerKey', () => {
  it('loads each key once, apart from the others, and tries a key again after its failure', async () => {
    const calls: string[] = [];
    const load = oncePerKey(async (key) => {
      calls.push(key);
      if (key === 'b' && calls.filter((called) => called === 'b').length === 1) throw new Error('offline');
      return key.toUpperCase();
    });
    expect(await Promise.all([load('a'), load('a')])).toEqual(['A', 'A']);
    await expect(load('b')).rejects.toThrow('offline');
    expect(await load('b')).toBe('B');
    expect(await load('a')).toBe('A');
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
