/**
 * The registry of benefits: one entry per benefit page, in a file named as the page (`zasilek-staly.ts` for
 * `content/pages/zasilek-staly.mdx`), holding everything the site knows about the benefit besides the page's
 * text — its 'Jak złożyć wniosek' guide, the groups of amounts it quotes, its self-check rule and its editions
 * and application windows. The build checks the registry against the pages (`src/domain/benefits/benefit-registry.ts`).
 * A new benefit is its page, its file here and one line below.
 */
import { benefit as zasilekStaly } from './zasilek-staly.ts';
import { benefit as zasilekOkresowy } from './zasilek-okresowy.ts';
import { benefit as zasilekCelowy } from './zasilek-celowy.ts';
import { benefit as posilekWSzkole } from './posilek-w-szkole.ts';
import { benefit as pomocMaterialnaStypendium } from './pomoc-materialna-stypendium.ts';
import { benefit as uslugiOpiekuncze } from './uslugi-opiekuncze.ts';
import { benefit as opieka75 } from './opieka-75.ts';
import { benefit as specjalistyczneUslugiOpiekuncze } from './specjalistyczne-uslugi-opiekuncze.ts';
import { benefit as domyPomocySpolecznej } from './domy-pomocy-spolecznej.ts';
import { benefit as schronienie } from './schronienie.ts';
import { benefit as swiadczeniaOpiekiZdrowotnej } from './swiadczenia-opieki-zdrowotnej.ts';
import { benefit as wynagrodzenieZaOpieke } from './wynagrodzenie-za-opieke.ts';
import { benefit as sprawieniePogrzebu } from './sprawienie-pogrzebu.ts';
import { benefit as zasilekRodzinny } from './zasilek-rodzinny.ts';
import { benefit as zasilekPielegnacyjny } from './zasilek-pielegnacyjny.ts';
import { benefit as swiadczeniePielegnacyjne } from './swiadczenie-pielegnacyjne.ts';
import { benefit as swiadczenieRodzicielskie } from './swiadczenie-rodzicielskie.ts';
import { benefit as jednorazowaZapomoga } from './jednorazowa-zapomoga.ts';
import { benefit as zaZyciem } from './za-zyciem.ts';
import { benefit as funduszAlimentacyjny } from './fundusz-alimentacyjny.ts';
import { benefit as dodatekMieszkaniowy } from './dodatek-mieszkaniowy.ts';
import { benefit as kartaDuzejRodziny } from './karta-duzej-rodziny.ts';
import { benefit as kartaDuzejRodzinyGminy } from './karta-duzej-rodziny-gminy.ts';
import { benefit as asystentOsobisty } from './asystent-osobisty.ts';
import { benefit as czystePowietrze } from './czyste-powietrze.ts';
import { benefit as programFunduszeEuropejskiePomocZywnosciowa } from './program-fundusze-europejskie-pomoc-zywnosciowa.ts';
import { benefit as teleopieka } from './teleopieka.ts';
import { benefit as bonCieplowniczy } from './bon-cieplowniczy.ts';
import centreSite from 'virtual:centre/site';
import { electronicSentences } from '../applying/applications.ts';
import type { ApplicationGuide, Benefit } from './types.ts';

export type { ApplicationGuide, Benefit } from './types.ts';

/** Every benefit, by the route of its page. */
const allBenefits: Record<string, Benefit> = {
  '/zasilek-staly': zasilekStaly,
  '/zasilek-okresowy': zasilekOkresowy,
  '/zasilek-celowy': zasilekCelowy,
  '/posilek-w-szkole': posilekWSzkole,
  '/pomoc-materialna-stypendium': pomocMaterialnaStypendium,
  '/uslugi-opiekuncze': uslugiOpiekuncze,
  '/opieka-75': opieka75,
  '/specjalistyczne-uslugi-opiekuncze': specjalistyczneUslugiOpiekuncze,
  '/domy-pomocy-spolecznej': domyPomocySpolecznej,
  '/schronienie': schronienie,
  '/swiadczenia-opieki-zdrowotnej': swiadczeniaOpiekiZdrowotnej,
  '/wynagrodzenie-za-opieke': wynagrodzenieZaOpieke,
  '/sprawienie-pogrzebu': sprawieniePogrzebu,
  '/zasilek-rodzinny': zasilekRodzinny,
  '/zasilek-pielegnacyjny': zasilekPielegnacyjny,
  '/swiadczenie-pielegnacyjne': swiadczeniePielegnacyjne,
  '/swiadczenie-rodzicielskie': swiadczenieRodzicielskie,
  '/jednorazowa-zapomoga': jednorazowaZapomoga,
  '/za-zyciem': zaZyciem,
  '/fundusz-alimentacyjny': funduszAlimentacyjny,
  '/dodatek-mieszkaniowy': dodatekMieszkaniowy,
  '/karta-duzej-rodziny': kartaDuzejRodziny,
  '/karta-duzej-rodziny-gminy': kartaDuzejRodzinyGminy,
  '/asystent-osobisty': asystentOsobisty,
  '/czyste-powietrze': czystePowietrze,
  '/program-fundusze-europejskie-pomoc-zywnosciowa': programFunduszeEuropejskiePomocZywnosciowa,
  '/teleopieka': teleopieka,
  '/bon-cieplowniczy': bonCieplowniczy,
};

/**
 * The benefits of the centre the site is built for: without another centre's local programmes, whose pages are in
 * that centre's folder, so the registry's check still asks every other entry for its page.
 */
export const benefits: Record<string, Benefit> = Object.fromEntries(
  Object.entries(allBenefits).filter(([, benefit]) => benefit.centre === undefined || benefit.centre === centreSite.id),
);

/** The guides alone, by route, for `<HowToApply />`. */
export const applicationGuides: Record<string, ApplicationGuide> = Object.fromEntries(
  Object.entries(benefits).flatMap(([route, benefit]) => (benefit.guide ? [[route, benefit.guide]] : [])),
);

/** What 'W jaki sposób' lists: the guide's own ways, then every electronic way the registry gives its kind. */
export function waysOf(guide: ApplicationGuide): string[] {
  return [...guide.ways, ...electronicSentences(guide.kind)];
}
