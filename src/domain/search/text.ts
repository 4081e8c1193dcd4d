/**
 * How the search compares words, whatever way they were typed: lower case, without the marks of Polish and
 * Ukrainian letters (ą→a, ś→s, й→и), and ł as l (ł has no Unicode decomposition). The index holds the pages'
 * words so, and every word asked is folded alike; the excerpts keep the pages' own spelling.
 */
export function fold(text: string): string {
  return text.toLocaleLowerCase('pl-PL').normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

/**
 * The words of a query or a text, in lower case, as typed. A word is letters and digits, with an apostrophe inside
 * (Ukrainian 'сім'я'); '800+' and '800 plus' both become '800', 'plus'.
 */
export function words(text: string): string[] {
  const spaced = text
    .toLocaleLowerCase('pl-PL')
    .replace(/\+/g, ' plus ')
    // '800plus', 'opieka75' are two words.
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2');
  return spaced.match(/[\p{L}\p{N}]+(?:['’ʼ][\p{L}]+)*/gu) ?? [];
}

export function isCyrillic(word: string): boolean {
  return /\p{Script=Cyrillic}/u.test(word);
}

export function isNumber(word: string): boolean {
  return /^\p{N}+$/u.test(word);
}
