import { describe, expect, it } from 'vitest';
import { fold, isCyrillic, words } from './text.ts';

describe('fold', () => {
  it.each([
    ['Zasiłek', 'zasilek'],
    ['ŚWIADCZENIE PIELĘGNACYJNE', 'swiadczenie pielegnacyjne'],
    ['źdźbło żółw', 'zdzblo zolw'],
    ['Допомогу сім’ї', 'допомогу сім’ї'.normalize('NFD').replace(/\p{M}/gu, '')],
    ['їжа й', 'іжа и'],
  ])('%s → %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });
});

describe('words', () => {
  it.each([
    ['  Nie mam   na opał! ', ['nie', 'mam', 'na', 'opał']],
    ['800+', ['800', 'plus']],
    ['800plus i opieka75', ['800', 'plus', 'i', 'opieka', '75']],
    ['zasiłek, stały; (okresowy)', ['zasiłek', 'stały', 'okresowy']],
    ["сім'я і діти", ["сім'я", 'і', 'діти']],
    ['…', []],
  ])('%j → %j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });
});

describe('isCyrillic', () => {
  it.each([
    ['допомога', true],
    ['pomoc', false],
    ['800', false],
  ])('%s → %s', (word, expected) => {
    expect(isCyrillic(word)).toBe(expected);
  });
});
