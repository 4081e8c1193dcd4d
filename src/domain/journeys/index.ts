/**
 * The journeys ('Krok po kroku'), one file each in this folder named as its page (`uk/` for a page in Ukrainian):
 * a new journey is its file, its page in content/pages/ with `<Journey />`, its words in content/search.yaml and
 * one line below. The build checks them against the site (./journey-checks.ts, called by src/domain/site/pages.ts).
 */
import { journey as urodzenieDziecka } from './krok-po-kroku-urodzenie-dziecka.ts';
import { journey as opiekaNadBliskaOsoba } from './krok-po-kroku-opieka-nad-bliska-osoba.ts';
import { journey as utrataPracyLubDochodu } from './krok-po-kroku-utrata-pracy-lub-dochodu.ts';
import { journey as oplatyZaOgrzewanieICzynsz } from './krok-po-kroku-oplaty-za-ogrzewanie-i-czynsz.ts';
import { journey as pomocDlaObywateliUkrainy } from './krok-po-kroku-pomoc-dla-obywateli-ukrainy.ts';
import { journey as pomocDlaObywateliUkrainyUk } from './uk/krok-po-kroku-pomoc-dla-obywateli-ukrainy.ts';
import { langOfRoute } from '../../util/current-route.ts';
import type { Journey } from './types.ts';

export type { Journey, JourneyStep, Who } from './types.ts';

/** Every journey, by the route of its page, in the order the lists show them. */
export const journeys: Record<string, Journey> = {
  '/krok-po-kroku-urodzenie-dziecka': urodzenieDziecka,
  '/krok-po-kroku-opieka-nad-bliska-osoba': opiekaNadBliskaOsoba,
  '/krok-po-kroku-utrata-pracy-lub-dochodu': utrataPracyLubDochodu,
  '/krok-po-kroku-oplaty-za-ogrzewanie-i-czynsz': oplatyZaOgrzewanieICzynsz,
  '/krok-po-kroku-pomoc-dla-obywateli-ukrainy': pomocDlaObywateliUkrainy,
  '/uk/krok-po-kroku-pomoc-dla-obywateli-ukrainy': pomocDlaObywateliUkrainyUk,
};

/** The routes of the journeys written in the language of `route`'s page, in their order. */
export function journeysIn(route: string, all: Record<string, Journey> = journeys): string[] {
  return Object.keys(all).filter((journey) => langOfRoute(journey) === langOfRoute(route));
}

/**
 * The journeys in the language of `route`'s page that have a step linking it: what 'Ten krok jest częścią'
 * names on that page.
 */
export function journeysThrough(route: string, all: Record<string, Journey> = journeys): string[] {
  return journeysIn(route, all).filter((journey) =>
    all[journey]!.steps.some((step) => step.links?.some((link) => link.split('#')[0] === route)),
  );
}
