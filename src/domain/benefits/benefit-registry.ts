/**
 * The benefits registry (`src/domain/benefits/`) checked against the pages, so the two never drift: an entry needs
 * its page, a page that shows 'Jak złożyć wniosek' needs its entry's guide and a guide needs a page that shows
 * it, the amounts an entry names must exist and be quoted by its page, and its editions must be in the timeline.
 * Pure: the build and a content test call it with the real data, unit tests with small cases. Every problem is a Polish sentence naming the file to change.
 */
import { pageFileNamer, type PageText } from '../site/page-text.ts';
import type { Benefit } from './types.ts';

export interface RegistryInputs {
  benefits: Record<string, Benefit>;
  /** Every content page: its route, its MDX text and its file. */
  pages: PageText[];
  /** The top-level groups of `src/domain/amounts/`. */
  amountGroups: string[];
  /** Every id of `src/domain/timeline/timeline.ts` (`heatingVoucher.applications2026`). */
  timelineIds: string[];
}

const entryFile = (route: string) => `src/domain/benefits${route}.ts`;

export function registryProblems({ benefits, pages, amountGroups, timelineIds }: RegistryInputs): string[] {
  const problems: string[] = [];
  const bodies = new Map(pages.map((page) => [page.route, page.body]));
  const pageFile = pageFileNamer(pages);

  for (const [route, benefit] of Object.entries(benefits)) {
    const body = bodies.get(route);
    if (body === undefined) {
      problems.push(`${entryFile(route)}: nie ma strony ${pageFile(route)} – usuń wpis albo dodaj stronę.`);
      continue;
    }
    if (benefit.guide && !body.includes('<HowToApply')) {
      problems.push(
        `${entryFile(route)}: opis „Jak złożyć wniosek” nie jest pokazany – wstaw <HowToApply /> na stronie ${pageFile(route)}.`,
      );
    }
    for (const group of benefit.amounts ?? []) {
      if (!amountGroups.includes(group))
        problems.push(`${entryFile(route)}: nie ma grupy kwot „${group}” w src/domain/amounts/.`);
      else if (!body.includes(`<Amount id="${group}.`)) {
        problems.push(
          `${entryFile(route)}: strona ${pageFile(route)} nie podaje żadnej kwoty z grupy „${group}” – usuń ją z wpisu.`,
        );
      }
    }
    for (const id of benefit.timeline ?? []) {
      if (!timelineIds.includes(id))
        problems.push(`${entryFile(route)}: nie ma terminu „${id}” w src/domain/timeline/timeline.ts.`);
    }
  }

  for (const { route, body } of pages) {
    if (body.includes('<HowToApply') && !benefits[route]?.guide) {
      problems.push(
        `${pageFile(route)}: <HowToApply /> nie ma opisu – dodaj pole guide we wpisie ${entryFile(route)}.`,
      );
    }
  }
  return problems;
}

/** Every id of a timeline grouped by programme: `heatingVoucher.applications2026`. */
export function timelineIdsOf(timeline: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(timeline).flatMap(([group, entries]) => Object.keys(entries).map((key) => `${group}.${key}`));
}
