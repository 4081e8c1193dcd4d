import { describe, expect, it } from 'vitest';
import { isObject, parseJsonBody } from './json.ts';

describe('isObject', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['{}', false],
    [1, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isObject(value)).toBe(expected);
  });
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('parseJsonBody', () => {
  it('tells no body apart from a JSON value', () => {
    expect(parseJsonBody(Buffer.from(''))).toBeUndefined();
    expect(parseJsonBody(Buffer.from(' \n'))).toBeUndefined();
    expect(parseJsonBody(Buffer.from('null'))).toBeNull();
    expect(parseJsonBody(Buffer.from('{"title":"Zasiłek"}'))).toEqual({ title: 'Zasiłek' });
  });

  it('refuses what is not JSON', () => {
    expect(() => parseJsonBody(Buffer.from('{"title":'))).toThrow(SyntaxError);
  });

  it('accepts 100 levels of nesting and refuses 101, which would overflow the stack later', () => {
    expect(parseJsonBody(Buffer.from(nested(100)))).toBeDefined();
    expect(() => parseJsonBody(Buffer.from(nested(101)))).toThrow('nested more than 100 levels');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ title: `"${'['.repeat(500)}` });
    expect(parseJsonBody(Buffer.from(text))).toEqual({ title: `"${'['.repeat(500)}` });
  });
});
