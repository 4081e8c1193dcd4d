import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../util/current-route.ts';
import { wordsIn } from './languages.ts';
import { parseMessage, type MessagePart } from './message.ts';

/** Every dictionary module of a language's folder, by its name ('frame', 'panel'…). */
function modulesOf(found: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(found).map(([path, exports]) => [basename(path, '.ts'), Object.values(exports)[0]]),
  );
}

const dictionaries: Record<Lang, Record<string, unknown>> = {
  pl: modulesOf(import.meta.glob(['./pl/*.ts', '!**/*.test.ts'], { eager: true })),
  uk: modulesOf(import.meta.glob(['./uk/*.ts', '!**/*.test.ts'], { eager: true })),
};

/** Every message of a module with its key path, in order; `lang` says whose words they are and is none. */
function messages(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return path.endsWith('.lang') ? [] : [[path, node]];
  return Object.entries(node as object).flatMap(([key, value]) => messages(value, `${path}.${key}`));
}

const everyMessage = (lang: Lang) =>
  Object.entries(dictionaries[lang]).flatMap(([name, module]) => messages(module, `${lang}/${name}`));

function plurals(parts: MessagePart[]): { plural: string; forms: string[] }[] {
  return parts.flatMap((part) =>
    typeof part === 'object' && 'plural' in part
      ? [{ plural: part.plural, forms: Object.keys(part.forms) }, ...Object.values(part.forms).flatMap(plurals)]
      : [],
  );
}

/** What a message asks for: the values it puts in, and the numbers it chooses plural forms by. */
function asksFor(message: string): { values: string[]; plurals: string[] } {
  const values = (parts: MessagePart[]): string[] =>
    parts.flatMap((part) => {
      if (typeof part === 'string') return [];
      if ('value' in part) return [part.value];
      return [part.plural, ...Object.values(part.forms).flatMap(values)];
    });
  const parts = parseMessage(message);
  return { values: [...new Set(values(parts))].sort(), plurals: [...new Set(plurals(parts).map((p) => p.plural))] };
}

describe('the dictionaries', () => {
  it('are in the message format, every message of both languages', () => {
    const unreadable = (['pl', 'uk'] as const).flatMap(everyMessage).filter(([, text]) => {
      try {
        parseMessage(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(unreadable).toEqual([]);
  });

  it('have a Polish module for each Ukrainian one, and list the modules of both languages by language', () => {
    const shared = Object.keys(dictionaries.uk).sort();
    expect(shared.filter((name) => !(name in dictionaries.pl))).toEqual([]);
    expect(Object.keys(wordsIn('uk')).sort()).toEqual(shared);
    for (const lang of ['pl', 'uk'] as const) {
      for (const [name, module] of Object.entries(wordsIn(lang))) expect(module, name).toBe(dictionaries[lang][name]);
    }
  });

  it('have every key of a shared module in both languages, and no other', () => {
    for (const name of Object.keys(dictionaries.uk)) {
      const keys = (lang: Lang) => messages(dictionaries[lang][name], name).map(([path]) => path);
      expect(keys('uk'), name).toEqual(keys('pl'));
    }
  });

  it('ask for the same values and choose the plural forms by the same number in both languages', () => {
    const polish = new Map(everyMessage('pl').map(([path, text]) => [path.replace(/^pl/, ''), text]));
    for (const [path, text] of everyMessage('uk')) {
      expect(asksFor(text), path).toEqual(asksFor(polish.get(path.replace(/^uk/, ''))!));
    }
  });

  it('give each plural the forms its language needs, and only those', () => {
    for (const lang of ['pl', 'uk'] as const) {
      const needed = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
      for (const [path, text] of everyMessage(lang)) {
        for (const plural of plurals(parseMessage(text))) expect(plural.forms.sort(), path).toEqual(needed);
      }
    }
  });

  it('are never empty, carry no stray white space and write an ellipsis as one character', () => {
    for (const [path, text] of [...everyMessage('pl'), ...everyMessage('uk')]) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toContain('...');
    }
  });

  it('are Ukrainian in Ukrainian, Cyrillic in every phrase but names and symbols, and Polish in Polish', () => {
    const latinOnly = everyMessage('uk').filter(
      ([, text]) => /\p{L}/u.test(text) && !/\p{Script=Cyrillic}/u.test(text),
    );
    expect(latinOnly.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    expect(everyMessage('pl').filter(([, text]) => /\p{Script=Cyrillic}/u.test(text))).toEqual([]);
  });
});
