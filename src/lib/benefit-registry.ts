/**
 * The benefits registry (`src/data/benefits/`) checked against the pages, so the two never drift: an entry needs
 * its page, a page that shows 'Jak złożyć wniosek' needs its entry's guide and a guide needs a page that shows
 * it, the amounts an entry names must exist and be quoted by its page, its editions must be in the timeline, and
 * each self-check rule must belong to the entry of its page. Pure: the build and a content test call it with the
 * real data, unit tests with small cases. Every problem is a Polish sentence naming the file to change.
 */
import type { Benefit } from '../data/benefits/types.ts';

/** What the check reads of an entry (a rule is named by its id, whichever rules exist). */
type Entry = Omit<Benefit, 'selfCheck'> & { selfCheck?: string };

export interface RegistryInputs {
  benefits: Record<string, Entry>;
  /** Every content page: its route and its MDX text. */
  pages: { route: string; body: string }[];
  /** The top-level groups of `src/data/amounts/`. */
  amountGroups: string[];
  /** Every id of `src/data/timeline.ts` (`heatingVoucher.applications2026`). */
  timelineIds: string[];
  /** The self-check's rules and the pages they link. */
  rules: readonly { id: string; route: string }[];
}

const entryFile = (route: string) => `src/data/benefits${route}.ts`;
const pageFile = (route: string) => `content/pages${route}.mdx`;

export function registryProblems({ benefits, pages, amountGroups, timelineIds, rules }: RegistryInputs): string[] {
  const problems: string[] = [];
  const bodies = new Map(pages.map((page) => [page.route, page.body]));

  for (const [route, benefit] of Object.entries(benefits)) {
    const body = bodies.get(route);
    if (body === undefined) {
      problems.push(`${entryFile(route)}: nie ma strony ${pageFile(route)} – usuń wpis albo dodaj stronę.`);
      continue;
    }
    if (benefit.guide && !body.includes('<HowToApply')) {
      problems.push(`${entryFile(route)}: opis „Jak złożyć wniosek” nie jest pokazany – wstaw <HowToApply /> na stronie ${pageFile(route)}.`);
    }
    for (const group of benefit.amounts ?? []) {
      if (!amountGroups.includes(group)) problems.push(`${entryFile(route)}: nie ma grupy kwot „${group}” w src/data/amounts/.`);
      else if (!body.includes(`<Amount id="${group}.`)) {
        problems.push(`${entryFile(route)}: strona ${pageFile(route)} nie podaje żadnej kwoty z grupy „${group}” – usuń ją z wpisu.`);
      }
    }
    for (const id of benefit.timeline ?? []) {
      if (!timelineIds.includes(id)) problems.push(`${entryFile(route)}: nie ma terminu „${id}” w src/data/timeline.ts.`);
    }
    if (benefit.selfCheck) {
      const rule = rules.find((candidate) => candidate.id === benefit.selfCheck);
      if (!rule) problems.push(`${entryFile(route)}: samosprawdzenie nie ma reguły „${benefit.selfCheck}”.`);
      else if (rule.route !== route) {
        problems.push(`${entryFile(route)}: reguła samosprawdzenia „${rule.id}” prowadzi do ${rule.route}, a nie do tej strony.`);
      }
    }
  }

  for (const { route, body } of pages) {
    if (body.includes('<HowToApply') && !benefits[route]?.guide) {
      problems.push(`${pageFile(route)}: <HowToApply /> nie ma opisu – dodaj pole guide we wpisie ${entryFile(route)}.`);
    }
  }
  for (const rule of rules) {
    if (benefits[rule.route]?.selfCheck !== rule.id) {
      problems.push(`src/lib/eligibility.ts: reguła „${rule.id}” (${rule.route}) nie jest wpisana w ${entryFile(rule.route)} (selfCheck).`);
    }
  }
  return problems;
}

/** Every id of a timeline grouped by programme: `heatingVoucher.applications2026`. */
export function timelineIdsOf(timeline: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(timeline).flatMap(([group, entries]) => Object.keys(entries).map((key) => `${group}.${key}`));
}
