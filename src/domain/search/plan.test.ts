import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_WEIGHTS, planQuery } from './plan.ts';
import { createVocabulary } from './vocabulary.ts';

const vocabulary = createVocabulary([
  'zasiłek',
  'opał',
  'dodatek',
  'mieszkaniowy',
  'pogrzeb',
  'należy',
  'pomoc',
  'opiekunka',
  'допомога',
]);

describe('words that carry no meaning are not searched', () => {
  it.each([
    ['nie mam na opał', ['opał']],
    ['czy należy mi się pomoc', ['należy', 'pomoc']],
    ['Nie mam pieniędzy na pogrzeb', ['pieniędzy', 'pogrzeb']],
    ['mama po udarze potrzebuje opieki', ['udarze', 'potrzebuje', 'opieki']],
    ['psycholog za darmo', ['psycholog']],
    ['jak się z wami skontaktować', ['skontaktować']],
    ['pogrzeb pogrzeb Pogrzeb', ['pogrzeb']],
    ['які документи потрібні', ['документи']],
    // A query of nothing else is searched as it is.
    ['jak', ['jak']],
  ])('%s → %j', (query, expected) => {
    expect(planQuery(query, vocabulary).map((word) => word.word)).toEqual(expected);
  });
});

describe('alternatives of a word', () => {
  const alternatives = (query: string) => planQuery(query, vocabulary)[0]!.alternatives;

  it('asks every word with ł as l, as the index holds it, however it was typed', () => {
    expect(alternatives('zasiłek')).toEqual([
      { text: 'zasilek', weight: ALTERNATIVE_WEIGHTS.typed },
      { text: 'zasil', weight: ALTERNATIVE_WEIGHTS.stem },
    ]);
    expect(alternatives('Zasilek')).toEqual(alternatives('zasiłek'));
    expect(alternatives('opał')).toEqual([{ text: 'opal', weight: ALTERNATIVE_WEIGHTS.typed }]);
  });

  it('corrects a word of five or more letters one letter from a word of the pages, and trusts the typed one less', () => {
    expect(alternatives('dodadek')).toEqual([
      { text: 'dodadek', weight: ALTERNATIVE_WEIGHTS.unknown },
      { text: 'dodatek', weight: ALTERNATIVE_WEIGHTS.correction },
      { text: 'dodad', weight: ALTERNATIVE_WEIGHTS.stem },
    ]);
    expect(alternatives('zasiłke').map((alternative) => alternative.text)).toContain('zasilek');
    expect(alternatives('pogrzeb').map((alternative) => alternative.weight)).not.toContain(
      ALTERNATIVE_WEIGHTS.correction,
    );
  });

  it('does not correct short words', () => {
    expect(alternatives('domu').map((alternative) => alternative.text)).toEqual(['domu']);
  });

  it('adds the beginning of the word family, weighed least', () => {
    expect(alternatives('alimentacyjny')).toContainEqual({ text: 'aliment', weight: ALTERNATIVE_WEIGHTS.stem });
    expect(alternatives('допомогу')).toEqual([
      { text: 'допомогу', weight: ALTERNATIVE_WEIGHTS.unknown },
      { text: 'допомога', weight: ALTERNATIVE_WEIGHTS.correction },
      { text: 'допомог', weight: ALTERNATIVE_WEIGHTS.stem },
    ]);
  });

  it('leaves numbers as they are', () => {
    expect(planQuery('800 plus', vocabulary).map((word) => word.alternatives)).toEqual([
      [{ text: '800', weight: ALTERNATIVE_WEIGHTS.typed }],
      [{ text: 'plus', weight: ALTERNATIVE_WEIGHTS.typed }],
    ]);
  });

  it('corrects nothing without a vocabulary', () => {
    expect(planQuery('dodadek')[0]!.alternatives.map((alternative) => alternative.weight)).not.toContain(
      ALTERNATIVE_WEIGHTS.correction,
    );
  });
});
