import { describe, expect, it } from 'vitest';
import { once } from './once.ts';

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
