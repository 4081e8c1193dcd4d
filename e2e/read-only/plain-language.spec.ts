import { expect, test } from '@playwright/test';
import { benefitPages } from '../../scripts/lib/content-pages.ts';
import { longSentencesOfPage, MAX_WORDS } from '../../src/domain/site/plain-language.ts';
import { journeysIn } from '../../src/domain/journeys/index.ts';

/**
 * Plain language on the benefit pages and the Polish journeys (in no menu group, so listed apart): no sentence longer
 * than 25 words, unless it leads into a list.
 */
test(`no sentence on a benefit page is longer than ${MAX_WORDS} words`, async ({ request }) => {
  const routes = [...benefitPages(), ...journeysIn('/')];
  expect(routes.length).toBeGreaterThan(30);
  const offenders: string[] = [];
  for (const route of routes) offenders.push(...longSentencesOfPage(route, await (await request.get(route)).text()));
  expect(offenders).toEqual([]);
});
