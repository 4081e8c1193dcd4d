import { describe, expect, it } from 'vitest';
import { createVocabulary, editDistance } from './vocabulary.ts';

const vocabulary = createVocabulary([
  'dodatek',
  'dodatki',
  'mieszkaniowy',
  'teleopieka',
  'stypendium',
  'becikowe',
  'okresowy',
  'alimenty',
  'zasiłek',
  'zasiłku',
  'pielęgnacyjny',
  'opał',
  'opiekuńcze',
  'допомога',
]);

describe('editDistance (a letter replaced, added, removed, or two swapped)', () => {
  it.each([
    ['dodatek', 'dodatek', 0],
    ['dodadek', 'dodatek', 1],
    ['teleopika', 'teleopieka', 1],
    ['becikowee', 'becikowe', 1],
    ['zasiłke', 'zasiłek', 1],
    ['stypedium', 'stypendium', 1],
    ['alimety', 'alimenty', 1],
    ['mieszkanowi', 'mieszkaniowy', 2],
    ['dom', 'becikowe', 3],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });
});

describe('one wrong, missing, extra or swapped letter is corrected to the word the pages use', () => {
  it.each([
    ['dodadek', ['dodatek']],
    ['teleopika', ['teleopieka']],
    ['stypedium', ['stypendium']],
    ['becikove', ['becikowe']],
    ['okresowyy', ['okresowy']],
    ['pielegnacyjyny', ['pielęgnacyjny']],
    ['alimęty', ['alimenty']],
    ['zasilke', ['zasiłek', 'zasiłku']],
    ['допомгоа', ['допомога']],
    ['mieszkanowi', []],
  ])('%s → %j', (typed, expected) => {
    expect(vocabulary.oneEditAway(typed)).toEqual(expected);
  });
});

describe('spellings', () => {
  it.each([
    ['zasilek', ['zasiłek']],
    ['ZASIŁKU', ['zasiłku']],
    ['opal', ['opał']],
    ['opiekuncze', ['opiekuńcze']],
    ['zasiłki', []],
  ])('%s is spelled on the pages %j', (typed, expected) => {
    expect(vocabulary.spellings(typed)).toEqual(expected);
  });
});

describe('nearest (for "Czy chodziło Ci o …?")', () => {
  it('finds words up to two letters away, nearest first', () => {
    expect(vocabulary.nearest('mieszkanowi')).toEqual(['mieszkaniowy']);
    expect(vocabulary.nearest('dodadki')).toEqual(['dodatki']);
    expect(vocabulary.nearest('dodatkek')).toEqual(['dodatek', 'dodatki']);
    expect(vocabulary.nearest('xqzwv')).toEqual([]);
  });
});
