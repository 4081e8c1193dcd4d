/**
 * The journeys (src/domain/journeys/) checked against the site, as the benefits registry is
 * (src/domain/benefits/benefit-registry.ts): a journey needs its page, and the page shows it; every step links a
 * page that exists or an official https page, names amounts the amounts module has, ways to apply the registry
 * has (src/domain/applying/) and a section of the centre or an office the site knows. Pure: the build
 * (src/domain/site/pages.ts) and a content test call it with the real data, unit tests with small cases. Every
 * problem is a Polish sentence naming the journey's file and the step.
 */
import { isApplicationKind } from '../applying/applications.ts';
import { pageFileNamer, type PageText } from '../site/page-text.ts';
import { offices } from './offices.ts';
import { amountIdsIn, plainText, type Text } from './text.ts';
import type { Journey, JourneyStep } from './types.ts';

export interface JourneyInputs {
  journeys: Record<string, Journey>;
  /** Every content page: its route, its MDX text and its file. */
  pages: PageText[];
  /** Every amount's id in src/domain/amounts/ (`amountIds()`). */
  amountIds: string[];
  /** The keys of the centre's sections (src/domain/centre/centre.ts). */
  sections: string[];
}

const journeyFile = (route: string) => `src/domain/journeys${route}.ts`;
/** `<Journey />` in a page's text, and not `<JourneyList />`. */
const showsJourney = (body: string) => /<Journey[\s/>]/.test(body);

export function journeyProblems({ journeys, pages, amountIds, sections }: JourneyInputs): string[] {
  const bodies = new Map(pages.map((page) => [page.route, page.body]));
  const pageFile = pageFileNamer(pages);
  const problems: string[] = [];

  for (const [route, journey] of Object.entries(journeys)) {
    const body = bodies.get(route);
    if (body === undefined)
      problems.push(`${journeyFile(route)}: nie ma strony ${pageFile(route)} – dodaj stronę albo usuń wpis.`);
    else if (!showsJourney(body))
      problems.push(`${journeyFile(route)}: kroki nie są pokazane – wstaw <Journey /> na stronie ${pageFile(route)}.`);
    if (journey.steps.length === 0) problems.push(`${journeyFile(route)}: ścieżka nie ma żadnego kroku.`);
    journey.steps.forEach((step, index) => {
      const where = `${journeyFile(route)}, krok ${index + 1} („${plainText(step.title)}”)`;
      if (index === 0 && step.logic)
        problems.push(`${where}: pierwszy krok ma numer – nie może być krokiem „i” ani „lub”.`);
      problems.push(
        ...stepProblems(step, { bodies, pageFile, amountIds, sections }).map((problem) => `${where}: ${problem}`),
      );
    });
  }

  for (const { route, body } of pages) {
    if (showsJourney(body) && !journeys[route])
      problems.push(`${pageFile(route)}: <Journey /> nie ma kroków – dodaj plik ${journeyFile(route)}.`);
  }
  return problems;
}

function stepProblems(
  step: JourneyStep,
  {
    bodies,
    pageFile,
    amountIds,
    sections,
  }: { bodies: Map<string, string>; pageFile: (route: string) => string; amountIds: string[]; sections: string[] },
): string[] {
  const problems: string[] = [];
  const texts: Text[] = [step.title, ...step.text, ...(step.deadline ? [step.deadline] : [])];
  if (step.elsewhere) texts.push(step.elsewhere.text);
  for (const id of texts.flatMap(amountIdsIn)) {
    if (!amountIds.includes(id)) problems.push(`nie ma kwoty „${id}” w src/domain/amounts/.`);
  }
  for (const link of step.links ?? []) {
    const route = link.split('#')[0]!;
    if (!bodies.has(route)) problems.push(`nie ma strony ${route} (${pageFile(route)}).`);
  }
  if (!step.links?.length && !step.elsewhere)
    problems.push('brak odnośnika do strony, która opisuje ten krok (links albo elsewhere).');
  if (step.elsewhere && !step.elsewhere.href.startsWith('https://'))
    problems.push(`odnośnik ${step.elsewhere.href} musi zaczynać się od https://.`);
  if (step.apply !== undefined && !isApplicationKind(step.apply))
    problems.push(`nie ma sposobu składania wniosku „${step.apply}” w rejestrze src/domain/applying/applications.ts.`);
  if (typeof step.who === 'string') {
    if (!Object.hasOwn(offices, step.who))
      problems.push(`nie ma urzędu „${step.who}” w src/domain/journeys/offices.ts.`);
  } else if (!sections.includes(step.who.centre)) {
    problems.push(`nie ma działu „${step.who.centre}” w danych ośrodka (src/domain/centre/centre.ts, sections).`);
  }
  return problems;
}
