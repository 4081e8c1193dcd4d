/**
 * The editors' file for search, content/search.yaml (described for editors in content/README.md): the everyday
 * names that should find each page, the pages that retell others (ranked below them), the pages put first for a
 * kind of question, and the things handled elsewhere. Every mistake is a Polish message that names the file and
 * what is wrong in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse, YAMLParseError } from 'yaml';
import type { ElsewhereHint, FirstAnswer } from '../../domain/search/data.ts';

export const EDITORS_FILE = 'content/search.yaml';

export interface SearchEditorsFile {
  /** Everyday names by the route of the page they should find. */
  terms: Record<string, string[]>;
  /** Routes of pages that retell other pages (the easy-to-read text). */
  summaries: string[];
  /** Pages put first for a kind of question; their phrases are also names of the page (`namesOf`). */
  first: FirstAnswer[];
  elsewhere: ElsewhereHint[];
}

export class SearchEditorsFileError extends Error {}

const route = z
  .string({ error: 'adres strony to tekst, np. "/zasilek-staly"' })
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/,
    'adres strony zaczyna się ukośnikiem, np. "/zasilek-staly"',
  );
const phrase = z
  .string({ error: 'hasło to tekst w cudzysłowie albo po myślniku' })
  .trim()
  .min(2, 'hasło musi mieć co najmniej 2 znaki')
  .max(80, 'hasło może mieć najwyżej 80 znaków');

const schema = z.strictObject(
  {
    terms: z.record(
      route,
      z
        .array(phrase, { error: 'hasła strony to lista: każde w nowym wierszu po „- ”' })
        .min(1, 'podaj co najmniej jedno hasło'),
    ),
    summaries: z.array(route, { error: 'summaries to lista adresów stron' }).default([]),
    first: z
      .array(
        z.strictObject(
          {
            page: route,
            when: z
              .array(phrase, { error: '„when” to lista zwrotów' })
              .min(1, 'podaj co najmniej jeden zwrot w „when”'),
          },
          {
            error: (issue) =>
              issue.code === 'unrecognized_keys' ? `nieznane pole: ${issue.keys.join(', ')}` : 'wpis to page i when',
          },
        ),
        { error: '„first” to lista stron z pytaniami, na które odpowiadają najlepiej' },
      )
      .default([]),
    elsewhere: z
      .array(
        z.strictObject(
          {
            name: phrase,
            when: z.array(phrase, { error: '„when” to lista haseł' }).min(1, 'podaj co najmniej jedno hasło w „when”'),
            text: z
              .string({ error: '„text” to jedno zdanie' })
              .trim()
              .min(20, '„text” to jedno pełne zdanie (co najmniej 20 znaków)'),
            link: z.url({ protocol: /^https$/, error: '„link” to pełny adres strony zaczynający się od https://' }),
            linkText: phrase,
          },
          {
            error: (issue) =>
              issue.code === 'unrecognized_keys'
                ? `nieznane pole: ${issue.keys.join(', ')}`
                : 'wpis to name, when, text, link i linkText',
          },
        ),
        { error: '„elsewhere” to lista spraw załatwianych gdzie indziej' },
      )
      .default([]),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `nieznane pole: ${issue.keys.join(', ')}`
        : 'plik ma pola terms, summaries, first i elsewhere',
  },
);

/** Reads and checks the file's form (not yet whether its pages exist: see `checkPages`). */
export function parseEditorsFile(text: string, file = EDITORS_FILE): SearchEditorsFile {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const where = error.linePos?.[0] ? ` (wiersz ${error.linePos[0].line})` : '';
      throw new SearchEditorsFileError(
        `${file}${where}: plik nie jest poprawnym YAML-em – sprawdź wcięcia, dwukropki i myślniki.`,
      );
    }
    throw error;
  }
  const result = schema.safeParse(raw ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      // A wrong page address is reported by the record as a whole; its own message says what is wrong.
      const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
      return `${issue.path.length ? issue.path.join(' → ') : 'plik'}: ${message}`;
    });
    throw new SearchEditorsFileError(`${file}: ${issues.join('; ')}`);
  }
  return result.data;
}

/** Every page the file names must exist: a term for a missing page would find nothing. */
export function checkPages(editors: SearchEditorsFile, existing: Set<string>, file = EDITORS_FILE): void {
  const problems = [
    ...Object.entries(editors.terms)
      .filter(([page]) => !existing.has(page))
      .map(([page, terms]) => `hasło „${terms[0]}” prowadzi do strony „${page}”, której nie ma w serwisie`),
    ...editors.summaries
      .filter((page) => !existing.has(page))
      .map((page) => `w „summaries” jest strona „${page}”, której nie ma w serwisie`),
    ...editors.first
      .filter((answer) => !existing.has(answer.page))
      .map((answer) => `w „first” jest strona „${answer.page}”, której nie ma w serwisie`),
  ];
  if (problems.length > 0)
    throw new SearchEditorsFileError(`${file}: ${problems.join('; ')}. Popraw adres albo usuń wpis.`);
}

/**
 * Each page's everyday names: its terms, and the phrases of `first` that put it first, so that the questions it is
 * put first for also find it.
 */
export function namesOf(editors: SearchEditorsFile): Record<string, string[]> {
  const names: Record<string, string[]> = { ...editors.terms };
  for (const { page, when } of editors.first) names[page] = [...new Set([...(names[page] ?? []), ...when])];
  return names;
}

export function readEditorsFile(root: string): SearchEditorsFile {
  const path = join(root, EDITORS_FILE);
  if (!existsSync(path))
    throw new SearchEditorsFileError(`Brak pliku ${EDITORS_FILE}: wyszukiwarka potrzebuje go do zbudowania indeksu.`);
  return parseEditorsFile(readFileSync(path, 'utf8'));
}

/**
 * The routes of the pages collection (src/content.config.ts: every `.mdx` under content/pages, its route the file's
 * path), read from the files before Astro has loaded the collection: the pages search indexes besides the news.
 */
export function contentPageRoutes(root: string): Set<string> {
  const files = readdirSync(join(root, 'content', 'pages'), { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((file) => file.endsWith('.mdx')).map((file) => `/${file.slice(0, -'.mdx'.length)}`));
}

/** The file read and checked, its pages against the collection's: what the build does before any page is rendered. */
export function checkedEditorsFile(root: string): SearchEditorsFile {
  const editors = readEditorsFile(root);
  checkPages(editors, contentPageRoutes(root));
  return editors;
}
