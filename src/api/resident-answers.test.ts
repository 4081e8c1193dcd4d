import { describe, expect, it } from 'vitest';
import { storedQuery } from './resident-answers.ts';

describe('storedQuery', () => {
  it('trims and lower-cases what was submitted', () => {
    expect(storedQuery('  Zasiłek STAŁY ')).toBe('zasiłek stały');
  });

  it('keeps nothing of an empty or blank search', () => {
    expect(storedQuery('')).toBeNull();
    expect(storedQuery('   ')).toBeNull();
  });

  it('cuts a long search to 200 characters, counting letters, not UTF-16 units', () => {
    const stored = storedQuery('ą'.repeat(250))!;
    expect(Array.from(stored)).toHaveLength(200);
  });
});
