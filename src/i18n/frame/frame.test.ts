import { describe, expect, it } from 'vitest';
import { contactPhrase, frameWords, islandWords } from './index.ts';
import { templateNames } from '../../util/template.ts';
import { centre } from '../../domain/centre/centre.ts';
import { sections } from '../../domain/site/sections.ts';
import { menuGroups } from '../../domain/site/navigation.ts';

/** Every word with its key path, in order. */
function everyWord(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as object).flatMap(([key, value]) => everyWord(value, path ? `${path}.${key}` : key));
}

const pl = everyWord(frameWords('pl'));
const uk = everyWord(frameWords('uk'));

describe('the frame’s words', () => {
  it('have every key in both languages, and no other', () => {
    expect(uk.map(([path]) => path)).toEqual(pl.map(([path]) => path));
  });

  it('are never empty, carry no stray white space and write an ellipsis as one character', () => {
    for (const [path, text] of [...pl, ...uk]) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toContain('...');
    }
  });

  it('ask for the same values in both languages', () => {
    const ukByPath = new Map(uk);
    for (const [path, text] of pl) expect(templateNames(ukByPath.get(path)!), path).toEqual(templateNames(text));
  });

  it('are Ukrainian in the Ukrainian frame: Cyrillic in every phrase but names and symbols', () => {
    const latinOnly = uk.filter(
      ([path, text]) => path !== 'lang' && /\p{L}/u.test(text) && !/\p{Script=Cyrillic}/u.test(text),
    );
    expect(latinOnly.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('translate the names of the centre’s hours and days that the contact block shows', () => {
    const words = frameWords('uk');
    for (const hours of [centre.hours.office, centre.hours.cashDesk]) {
      expect(contactPhrase(words, hours.label).lang).toBeUndefined();
      expect(contactPhrase(words, hours.days)).toEqual({ text: words.contact.weekdays });
    }
    expect(contactPhrase(words, 'Dyrektor przyjmuje interesantów')).toEqual({
      text: 'Dyrektor przyjmuje interesantów',
      lang: 'pl',
    });
    expect(contactPhrase(frameWords('pl'), 'Kasa')).toEqual({ text: 'Kasa' });
  });

  it('name the sections and the menu groups the pages know', () => {
    expect(Object.keys(frameWords('uk').sections)).toEqual(Object.keys(sections));
    expect(Object.keys(frameWords('uk').menuGroups)).toEqual(menuGroups.map((group) => group.id));
  });

  it('give an island one language’s words only', () => {
    expect(JSON.stringify(islandWords('pl'))).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(islandWords('uk').search.label).toBe(frameWords('uk').search.label);
  });
});
