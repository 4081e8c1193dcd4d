/**
 * The one format of a message that takes values, in every dictionary (./pl/, ./uk/): ICU MessageFormat's subset.
 * `{name}` is a value; `{count, plural, one {…} few {…} many {…} other {…}}` is the form for the number `count`
 * in the language, with `#` standing for the number. Messages are strings, not functions, so that an island can get
 * its words as data, one language's on each page.
 */
import type { Lang } from '../util/current-route.ts';

/** The part of a message that is the number's form, by the plural category of the number. */
export interface PluralPart {
  plural: string;
  forms: Partial<Record<Intl.LDMLPluralRule, MessagePart[]>>;
}

/** A message read: its text, the values it puts in, and the plural forms it chooses from. */
export type MessagePart = string | { value: string } | PluralPart;

export type MessageValues = Record<string, string | number>;

/** A message read into its parts; a message that is not in the format throws, naming it. */
export function parseMessage(message: string): MessagePart[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`Wiadomość „${message}”: ${what} (znak ${at})`);
  };
  /** Text and arguments up to `end` (a plural form's `}`) or the end of the message; `#` is `number`'s value. */
  const parts = (end: string | undefined, number?: string): MessagePart[] => {
    const read: MessagePart[] = [];
    let text = '';
    while (at < message.length && message[at] !== end) {
      const char = message[at++]!;
      if (char !== '{' && !(char === '#' && number)) {
        text += char;
        continue;
      }
      if (text) read.push(text);
      text = '';
      read.push(char === '#' ? { value: number! } : argument());
    }
    if (end && message[at] !== end) fail('brak zamykającego nawiasu');
    if (text) read.push(text);
    return read;
  };
  const until = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message[at]!)) at++;
    return message.slice(start, at).trim();
  };
  const argument = (): MessagePart => {
    const name = until(',}');
    if (!/^\w+$/.test(name)) fail('nazwa wartości');
    if (at === message.length) fail('brak zamykającego nawiasu');
    if (message[at++] === '}') return { value: name };
    if (until(',') !== 'plural' || message[at++] !== ',') fail('po nazwie wartości tylko „plural”');
    const forms: PluralPart['forms'] = {};
    for (let category = until('{}'); category; category = until('{}')) {
      if (!/^\w+$/.test(category) || message[at++] !== '{') fail(`forma „${category}” bez tekstu w nawiasach`);
      forms[category as Intl.LDMLPluralRule] = parts('}', name);
      at++;
    }
    if (message[at++] !== '}') fail('brak zamykającego nawiasu');
    if (!forms.other) fail('liczba mnoga bez formy „other”');
    return { plural: name, forms };
  };
  return parts(undefined);
}

/** The message with its values; a value it names and was not given stays written, so the mistake shows. */
function render(parts: MessagePart[], values: MessageValues, rules: Intl.PluralRules): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('value' in part) return part.value in values ? String(values[part.value]) : `{${part.value}}`;
      const form = part.forms[rules.select(Number(values[part.plural]))] ?? part.forms.other!;
      return render(form, values, rules);
    })
    .join('');
}

/** Fills a message of one language: its numbers take that language's plural forms (Intl.PluralRules). */
export type Fill = (message: string, values: MessageValues) => string;

function fillIn(lang: Lang): Fill {
  let rules: Intl.PluralRules | undefined;
  return (message, values) => render(parseMessage(message), values, (rules ??= new Intl.PluralRules(lang)));
}

/** One function per language: `fill.pl(siteWords.news.pageTitle, { page: 2 })`, `fill[words.lang](…)`. */
export const fill: Record<Lang, Fill> = { pl: fillIn('pl'), uk: fillIn('uk') };
