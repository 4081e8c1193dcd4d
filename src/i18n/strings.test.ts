import { describe, expect, it } from 'vitest';
import { strings } from './strings.ts';

/** Every word of the module with its key path; messages that take values are asked with a sample value. */
function everyWord(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') return [[path, String(node('X'))]];
  return Object.entries(node as object).flatMap(([key, value]) => everyWord(value, `${path}.${key}`));
}

describe('the words of the interactive parts', () => {
  const words = everyWord(strings, 'strings');

  it('write an ellipsis as one character', () => {
    expect(words.filter(([, text]) => text.includes('...'))).toEqual([]);
  });

  it('are never empty and carry no stray white space', () => {
    expect(words.filter(([, text]) => text.trim() === '' || text !== text.trim())).toEqual([]);
  });
});
