import { describe, expect, it } from 'vitest';
import { fill, parseMessage } from './message.ts';
import { feedbackWords as polish } from './pl/feedback.ts';
import { feedbackWords as ukrainian } from './uk/feedback.ts';
import { panelWords } from './pl/panel.ts';

describe('a message with values', () => {
  it('puts each value in its place, as often as it is named', () => {
    expect(fill.pl('Znaleziono: {count}', { count: 12 })).toBe('Znaleziono: 12');
    expect(fill.pl('{a} i {b}, {a}', { a: 'x', b: 'y' })).toBe('x i y, x');
  });

  it('leaves a name without a value as written, so a mistake shows instead of vanishing', () => {
    expect(fill.pl('Zadzwoń: {phone}', {})).toBe('Zadzwoń: {phone}');
  });

  it('leaves a message without values as it is, a # and an apostrophe too', () => {
    expect(fill.uk('Ви пишете анонімно, № 1 # п’ятниця', {})).toBe('Ви пишете анонімно, № 1 # п’ятниця');
  });
});

describe('a plural', () => {
  const files = panelWords.paging.filesCount;

  it.each([
    [0, '0 plików'],
    [1, '1 plik'],
    [2, '2 pliki'],
    [4, '4 pliki'],
    [5, '5 plików'],
    [12, '12 plików'],
    [14, '14 plików'],
    [21, '21 plików'],
    [22, '22 pliki'],
    [112, '112 plików'],
    [1024, '1024 pliki'],
  ])('takes the Polish form for %i', (count, text) => {
    expect(fill.pl(files, { count })).toBe(text);
  });

  it('takes the Ukrainian form in Ukrainian, where 21 is "one" as 1 is, and Polish says "many"', () => {
    expect(fill.uk(ukrainian.tooLong, { max: 21 })).toContain('щонайбільше 21 символ.');
    expect(fill.uk(ukrainian.tooLong, { max: 23 })).toContain('щонайбільше 23 символи.');
    expect(fill.uk(ukrainian.tooLong, { max: 1000 })).toContain('щонайбільше 1000 символів.');
    expect(fill.pl(polish.tooLong, { max: 21 })).toContain('najwyżej 21 znaków.');
    expect(fill.pl(polish.tooLong, { max: 1000 })).toBe(
      'Komentarz może mieć najwyżej 1000 znaków. Skróć go, aby wysłać.',
    );
  });

  it('puts other values inside its forms, and takes "other" for a fraction', () => {
    const message = '{count, plural, one {# plik w {where}} few {# pliki w {where}} many {# plików} other {# pliku}}';
    expect(fill.pl(message, { count: 3, where: 'koszu' })).toBe('3 pliki w koszu');
    expect(fill.pl(message, { count: 1.5 })).toBe('1.5 pliku');
  });
});

describe('reading a message', () => {
  it('gives its text, its values and its plural forms, # standing for the number', () => {
    expect(parseMessage('Usuń: {title}')).toEqual(['Usuń: ', { value: 'title' }]);
    expect(parseMessage('{n, plural, one {# plik} other {# pliku}}!')).toEqual([
      { plural: 'n', forms: { one: [{ value: 'n' }, ' plik'], other: [{ value: 'n' }, ' pliku'] } },
      '!',
    ]);
  });

  it.each([
    ['Usuń: {title', /brak zamykającego nawiasu/],
    ['Usuń: {ty tuł}', /nazwa wartości/],
    ['{count, select, one {a} other {b}}', /tylko „plural”/],
    ['{count, plural, one {plik}}', /bez formy „other”/],
    ['{count, plural, one plik other {pliki}}', /bez tekstu w nawiasach/],
    ['{count, plural, one {plik} other {pliki}', /brak zamykającego nawiasu/],
  ])('refuses %j, naming what is wrong', (message, reason) => {
    expect(() => parseMessage(message)).toThrow(reason);
  });
});
