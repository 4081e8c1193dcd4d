import { describe, expect, it } from 'vitest';
import { contactPhrase } from './frame.ts';
import { wordsIn } from './languages.ts';
import { centre } from '../domain/centre/centre.ts';
import { sections } from '../domain/site/sections.ts';
import { menuGroups } from '../domain/site/navigation.ts';

describe('the frame’s words', () => {
  it('translate the names of the centre’s hours and days that the contact block shows', () => {
    const words = wordsIn('uk').frame;
    for (const hours of [centre.hours.office, centre.hours.cashDesk]) {
      expect(contactPhrase(words, hours.label).lang).toBeUndefined();
      expect(contactPhrase(words, hours.days)).toEqual({ text: words.contact.weekdays });
    }
    expect(contactPhrase(words, 'Dyrektor przyjmuje interesantów')).toEqual({
      text: 'Dyrektor przyjmuje interesantów',
      lang: 'pl',
    });
    expect(contactPhrase(wordsIn('pl').frame, 'Kasa')).toEqual({ text: 'Kasa' });
  });

  it('name the sections and the menu groups the pages know', () => {
    expect(Object.keys(wordsIn('uk').frame.sections)).toEqual(Object.keys(sections));
    expect(Object.keys(wordsIn('uk').frame.menuGroups)).toEqual(menuGroups.map((group) => group.id));
  });

  it('give an island one language’s words only', () => {
    expect(JSON.stringify(wordsIn('pl').frame.islands)).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(wordsIn('uk').frame.islands.lang).toBe('uk');
  });
});
