/**
 * The editors' file for search, content/search.yaml (described for editors in content/README.md): the everyday
 * names that should find each page, the pages that retell others (ranked below them), the pages put first for a
 * kind of question, and the things handled elsewhere. Every mistake is a Polish message that names the file and
 * what is wrong in it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse, YAMLParseError } from 'yaml';
import type { ElsewhereHint, FirstAnswer } from '../../domain/search/data.ts';
import { centreFolder, centreIds, readCentreFile, selectedCentre } from '../centre/centre-files.ts';
import { centrePages } from '../centre/centre-pages.ts';

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

/** The centre's own search words, in the same form: centres/<id>/search.yaml (a centre may have none). */
export const centreEditorsFile = (centre: string) => `${centreFolder(centre)}/search.yaml`;

/**
 * The shared file with the centre's own added: its names, summaries, first answers and hints after the shared ones.
 * What the shared file says of a page the centre hides is left out, as the page is.
 */
export function mergedEditorsFile(
  shared: SearchEditorsFile,
  own: SearchEditorsFile | undefined,
  hidden: readonly string[],
): SearchEditorsFile {
  const shown = (page: string) => !hidden.includes(page.slice(1));
  const terms: Record<string, string[]> = Object.fromEntries(
    Object.entries(shared.terms).filter(([page]) => shown(page)),
  );
  for (const [page, names] of Object.entries(own?.terms ?? {}))
    terms[page] = [...new Set([...(terms[page] ?? []), ...names])];
  return {
    terms,
    summaries: [...shared.summaries.filter(shown), ...(own?.summaries ?? [])],
    first: [...shared.first.filter((answer) => shown(answer.page)), ...(own?.first ?? [])],
    elsewhere: [...shared.elsewhere, ...(own?.elsewhere ?? [])],
  };
}

/** content/search.yaml, the selected centre's search.yaml if it has one, each checked in form, and its hidden pages. */
function editorsFiles(root: string, centre?: string) {
  const path = join(root, EDITORS_FILE);
  if (!existsSync(path))
    throw new SearchEditorsFileError(`Brak pliku ${EDITORS_FILE}: wyszukiwarka potrzebuje go do zbudowania indeksu.`);
  // A project without centres (a test's scratch site) has the shared file alone.
  if (!centre && !centreIds(root).length)
    return { centre, shared: parseEditorsFile(readFileSync(path, 'utf8')), own: undefined, ownFile: undefined };
  centre ??= selectedCentre(root);
  const ownFile = centreEditorsFile(centre);
  const own = existsSync(join(root, ownFile))
    ? parseEditorsFile(readFileSync(join(root, ownFile), 'utf8'), ownFile)
    : undefined;
  const { hiddenPages } = readCentreFile(root, centre, 'centre.yaml').data;
  return {
    centre,
    shared: mergedEditorsFile(parseEditorsFile(readFileSync(path, 'utf8')), undefined, hiddenPages),
    own,
    ownFile,
  };
}

/** content/search.yaml with the selected centre's search.yaml. */
export function readEditorsFile(root: string, centre?: string): SearchEditorsFile {
  const { shared, own } = editorsFiles(root, centre);
  return mergedEditorsFile(shared, own, []);
}

/**
 * The routes of the pages collection (src/content.config.ts: the shared pages the centre shows and its own, each
 * route the file's path in its folder), read from the files before Astro has loaded the collection: the pages
 * search indexes besides the news.
 */
export function contentPageRoutes(root: string, centre = selectedCentre(root)): Set<string> {
  const { hiddenPages } = readCentreFile(root, centre, 'centre.yaml').data;
  const { shared, own } = centrePages(root, centre, hiddenPages);
  return new Set([...shared, ...own].map((page) => `/${page}`));
}

/** The files read and checked, their pages against the collection's: what the build does before any page is rendered. */
export function checkedEditorsFile(root: string, centre?: string): SearchEditorsFile {
  const files = editorsFiles(root, centre);
  const { shared, own, ownFile } = files;
  const routes = contentPageRoutes(root, files.centre);
  checkPages(shared, routes);
  if (own) checkPages(own, routes, ownFile);
  return mergedEditorsFile(shared, own, []);
}
