/**
 * A page's record ('metryczka', issue 47) and the site's list of changes, from the pages' frontmatter: when a page
 * was published, its last change with its note, and every important change newest first. Pure: the day comes in,
 * so the rules are tested on a fixed date.
 */
import type { PageChange } from './page-record-schema.ts';

/** What the record needs of a page's frontmatter. */
export interface RecordSource {
  published: Date;
  changes: PageChange[];
}

/** One important change of one page, as the lists of changes show it. */
export interface ListedChange {
  route: string;
  title: string;
  lang: 'pl' | 'uk';
  date: Date;
  note: string;
  /** Its place among the page's changes, oldest first: with the page, what names it for good (the feed's id). */
  number: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What is wrong with a page's change notes, in Polish, one line each naming the page's file: a note dated after
 * `today` (the site's date), before the page was published, or before the note above it (notes go oldest first).
 */
export function changeProblems(file: string, page: RecordSource, today: string): string[] {
  const problems: string[] = [];
  page.changes.forEach((change, index) => {
    const day = isoDay(change.date);
    const previous = page.changes[index - 1];
    if (day > today) problems.push(`${file}: zmiana z ${day} jest w przyszłości (dziś jest ${today}).`);
    if (day < isoDay(page.published))
      problems.push(`${file}: zmiana z ${day} jest wcześniejsza niż publikacja strony (${isoDay(page.published)}).`);
    if (previous && day < isoDay(previous.date)) {
      problems.push(
        `${file}: zmiana z ${day} stoi po zmianie z ${isoDay(previous.date)} – wpisuj zmiany od najstarszej.`,
      );
    }
  });
  return problems;
}

/** The page's last change (of either kind), with its note when it has one. */
export function lastChange(page: RecordSource): PageChange | undefined {
  return page.changes.at(-1);
}

/** The important changes of one page, newest first, each with its place among all the page's changes. */
export function importantChanges(page: RecordSource): (PageChange & { number: number })[] {
  return page.changes
    .map((change, index) => ({ ...change, number: index + 1 }))
    .filter((change) => change.kind === 'important')
    .reverse();
}

/** Every page's important changes, newest first (a day's changes by the pages' titles). */
export function siteChanges(pages: (RecordSource & Pick<ListedChange, 'route' | 'title' | 'lang'>)[]): ListedChange[] {
  const listed = pages.flatMap(({ route, title, lang, ...page }) =>
    importantChanges(page).map(({ date, note, number }) => ({ route, title, lang, date, note: note ?? '', number })),
  );
  return listed.sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title, 'pl'));
}

/** The address of a page's list of changes: /zmiany followed by the page's own address. */
export function changesHref(route: string): string {
  return `/zmiany${route}`;
}

/** How many changes a page of /zmiany lists. */
export const CHANGES_PAGE_SIZE = 20;
