/**
 * How well search answers residents: a set of queries, each with the page a clerk at the centre's counter would
 * send the resident to, run through the results page in a real browser. Shared by `npm run bench:search` (which
 * reports) and the browser test that fails below the targets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export interface QueryCase {
  /** As a resident would type it. */
  query: string;
  /** The page a clerk would send them to. */
  page: string;
}

export interface QueryOutcome extends QueryCase {
  /** The pages found, best first. */
  found: string[];
}

/** The targets: the right page in the first three, first, and how many queries may find nothing. */
export const TARGETS = { top3: 0.9, first: 0.75, nothing: 0.02 } as const;

/** The project's own query set (the other set of the measurement is kept outside the project). */
export const PROJECT_QUERY_SET = join(import.meta.dirname, 'search-queries.json');

export function readQuerySet(path: string): QueryCase[] {
  const cases: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const valid = (item: unknown): item is QueryCase =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as QueryCase).query === 'string' &&
    /^\/\S*$/.test((item as QueryCase).page);
  if (!Array.isArray(cases) || cases.length === 0 || !cases.every(valid)) {
    throw new Error(`${path}: expected a list of { "query": "…", "page": "/…" }`);
  }
  return cases;
}

export interface Rates {
  count: number;
  first: number;
  top3: number;
  nothing: number;
  /** The queries whose page is not first, with what came instead. */
  misses: QueryOutcome[];
}

export function ratesOf(outcomes: QueryOutcome[]): Rates {
  const share = (test: (outcome: QueryOutcome) => boolean) => outcomes.filter(test).length / outcomes.length;
  return {
    count: outcomes.length,
    first: share((outcome) => outcome.found[0] === outcome.page),
    top3: share((outcome) => outcome.found.slice(0, 3).includes(outcome.page)),
    nothing: share((outcome) => outcome.found.length === 0),
    misses: outcomes.filter((outcome) => outcome.found[0] !== outcome.page),
  };
}

/** What falls short of the targets, in words; empty when every target is met. */
export function shortfalls(rates: Rates): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return [
    rates.top3 < TARGETS.top3 ? `right page in the first three: ${percent(rates.top3)} < ${percent(TARGETS.top3)}` : '',
    rates.first < TARGETS.first ? `right page first: ${percent(rates.first)} < ${percent(TARGETS.first)}` : '',
    rates.nothing > TARGETS.nothing ? `nothing found: ${percent(rates.nothing)} > ${percent(TARGETS.nothing)}` : '',
  ].filter(Boolean);
}

/** One line per query whose page was not first: where it came, and the first three found instead. */
export function describeMisses(misses: QueryOutcome[]): string[] {
  return misses.map((miss) => {
    const place = miss.found.indexOf(miss.page);
    const where = place < 0 ? 'not in the results' : `${place + 1}.`;
    return `${miss.query} → ${miss.page} (${where}); found: ${miss.found.slice(0, 3).join(', ') || 'nothing'}`;
  });
}

/**
 * Types a query into the results page (/szukaj, hydrated) as a visitor would and returns the pages listed, best
 * first. The field is emptied first, so the status line then speaks only of this query.
 */
export async function resultsFor(page: Page, query: string): Promise<string[]> {
  const field = page.locator('.search-results input[type="search"]');
  const status = page.locator('.search-results__status');
  await field.fill('');
  await status.filter({ hasText: /^$/ }).waitFor({ state: 'attached' });
  await field.fill(query);
  await status.filter({ hasText: /^(Znaleziono: \d+|Nic nie znaleziono\.)/ }).waitFor();
  return page
    .locator('.search-results__list .search-results__title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Runs a query set through the results page. */
export async function runQuerySet(page: Page, cases: QueryCase[]): Promise<QueryOutcome[]> {
  const outcomes: QueryOutcome[] = [];
  for (const item of cases) outcomes.push({ ...item, found: await resultsFor(page, item.query) });
  return outcomes;
}
