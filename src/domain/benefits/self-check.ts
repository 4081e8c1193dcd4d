/**
 * The income self-check: which benefits a household's income may qualify for. A guide only; each benefit's rule
 * is in its entry of the registry (`selfCheck` in ./<page>.ts) and reads its thresholds from `src/domain/amounts/`;
 * the form and the no-JavaScript table both read the rules. A threshold is the value in force on the site's
 * date; one due to change soon says so. The form's fields are read by ./household-form.ts.
 */
import type { Figure, MoneyAmount } from '../amounts/index.ts';
import { valueOn } from '../amounts/amount-series.ts';
import { announcementOf } from '../amounts/amount-lookup.ts';
import { figureWords } from '../../i18n/pl/figures.ts';
import { SITE_DATE } from '../site-date.ts';
import { selfCheck as zasilekOkresowy } from './zasilek-okresowy.ts';
import { selfCheck as zasilekCelowy } from './zasilek-celowy.ts';
import { selfCheck as zasilekStaly } from './zasilek-staly.ts';
import { selfCheck as posilekWSzkole } from './posilek-w-szkole.ts';
import { selfCheck as opieka75 } from './opieka-75.ts';
import { selfCheck as zasilekRodzinny } from './zasilek-rodzinny.ts';
import { selfCheck as jednorazowaZapomoga } from './jednorazowa-zapomoga.ts';
import { selfCheck as funduszAlimentacyjny } from './fundusz-alimentacyjny.ts';
import { selfCheck as pomocMaterialnaStypendium } from './pomoc-materialna-stypendium.ts';
import { selfCheck as programFunduszeEuropejskiePomocZywnosciowa } from './program-fundusze-europejskie-pomoc-zywnosciowa.ts';
import { selfCheck as dodatekMieszkaniowy } from './dodatek-mieszkaniowy.ts';
import { selfCheck as bonCieplowniczy } from './bon-cieplowniczy.ts';
import { selfCheck as zasilekPielegnacyjny } from './zasilek-pielegnacyjny.ts';
import { selfCheck as swiadczeniePielegnacyjne } from './swiadczenie-pielegnacyjne.ts';
import { selfCheck as swiadczenieRodzicielskie } from './swiadczenie-rodzicielskie.ts';
import { selfCheck as zaZyciem } from './za-zyciem.ts';
import { selfCheck as kartaDuzejRodziny } from './karta-duzej-rodziny.ts';
import type { SelfCheck, SelfCheckRule } from './types.ts';

export type { RuleId } from './types.ts';

/** A benefit's rule with the page it links to. */
export type EligibilityRule = SelfCheckRule & {
  /** The benefit's page; its title names the benefit. */
  route: string;
};

/**
 * What each benefit's entry says for the self-check, by its page, in the order the results list them (cash social
 * assistance, family benefits, programmes). Imported one by one rather than through the registry, so the form's
 * code carries the rules without the application guides' text (a test checks no entry is left out).
 */
export const selfCheckEntries: Readonly<Record<string, SelfCheck>> = {
  '/zasilek-okresowy': zasilekOkresowy,
  '/zasilek-celowy': zasilekCelowy,
  '/zasilek-staly': zasilekStaly,
  '/posilek-w-szkole': posilekWSzkole,
  '/opieka-75': opieka75,
  '/zasilek-rodzinny': zasilekRodzinny,
  '/jednorazowa-zapomoga': jednorazowaZapomoga,
  '/fundusz-alimentacyjny': funduszAlimentacyjny,
  '/pomoc-materialna-stypendium': pomocMaterialnaStypendium,
  '/program-fundusze-europejskie-pomoc-zywnosciowa': programFunduszeEuropejskiePomocZywnosciowa,
  '/dodatek-mieszkaniowy': dodatekMieszkaniowy,
  '/bon-cieplowniczy': bonCieplowniczy,
  '/zasilek-pielegnacyjny': zasilekPielegnacyjny,
  '/swiadczenie-pielegnacyjne': swiadczeniePielegnacyjne,
  '/swiadczenie-rodzicielskie': swiadczenieRodzicielskie,
  '/za-zyciem': zaZyciem,
  '/karta-duzej-rodziny': kartaDuzejRodziny,
};

const entries = Object.entries(selfCheckEntries);

/** The benefits whose income is tested, in the order the results list them. */
export const eligibilityRules: readonly EligibilityRule[] = entries.flatMap(([route, entry]) =>
  entry === 'withoutIncomeTest' ? [] : [{ ...entry, route }],
);

/** Benefits granted whatever the income: listed with every result. */
export const benefitsWithoutIncomeTest: readonly string[] = entries.flatMap(([route, entry]) =>
  entry === 'withoutIncomeTest' ? [route] : [],
);

/** Every page the self-check links to: the page needs their titles. */
export const selfCheckRoutes: readonly string[] = [
  ...eligibilityRules.map((rule) => rule.route),
  ...benefitsWithoutIncomeTest,
];

export interface Household {
  persons: number;
  /** Monthly net income of the whole household. */
  incomeGrosze: number;
  personsAged75: number;
  children: number;
  disability: boolean;
}

export interface RuleOutcome {
  rule: EligibilityRule;
  /** The threshold that applied: the one-person household's own, the per-person one or its disability variant. */
  threshold: MoneyAmount;
  /** Its next value, when it changes within 60 days: "od 1 stycznia 2028 r.: 1 100 zł". */
  thresholdAnnouncement?: string;
  /** The most the whole household may have: the threshold, times the persons when it is per person. */
  householdLimitGrosze: number;
  /** How far the household's income is above that limit; 0 when it qualifies. */
  excessGrosze: number;
}

export interface EligibilityResult {
  /** Rounded to the grosz, half up, to be shown; comparisons use the household's exact income instead. */
  perPersonIncomeGrosze: number;
  qualifying: RuleOutcome[];
  exceeded: RuleOutcome[];
  withoutIncomeTest: readonly string[];
  /** Benefits were left out for want of a child, or of a person aged 75 or more: the form may ask for them. */
  hints: { children: boolean; personsAged75: boolean };
}

/** A threshold's value on `day`; every threshold is an amount of money. */
export function moneyOn(figure: Figure, day: string): MoneyAmount {
  const value = valueOn(figure, day);
  if (!('zloty' in value)) throw new Error('Próg dochodowy musi być kwotą w złotych.');
  return value;
}

/** The amounts module keeps złoty with at most two decimals, so the product is a whole number up to rounding. */
function groszeOf(amount: MoneyAmount): number {
  return Math.round(amount.zloty * 100);
}

/** `dividend / divisor` rounded half up, in integers (both are whole and non-negative). */
function roundedQuotient(dividend: number, divisor: number): number {
  return Math.floor((2 * dividend + divisor) / (2 * divisor));
}

function assess(rule: EligibilityRule, household: Household, day: string): RuleOutcome {
  const single = household.persons === 1 ? rule.single : undefined;
  const perPerson = household.disability && rule.disabledVariant ? rule.disabledVariant : rule.perPerson;
  const applied = single ?? perPerson;
  const threshold = moneyOn(applied, day);
  // A per-person threshold is compared as "income ≤ threshold × persons": exact, where income ÷ persons is not.
  const householdLimitGrosze = groszeOf(threshold) * (single ? 1 : household.persons);
  const excessGrosze = Math.max(0, household.incomeGrosze - householdLimitGrosze);
  const thresholdAnnouncement = announcementOf(applied, figureWords, day);
  return {
    rule,
    threshold,
    ...(thresholdAnnouncement ? { thresholdAnnouncement } : {}),
    householdLimitGrosze,
    excessGrosze,
  };
}

function concerns(rule: EligibilityRule, household: Household): boolean {
  return (!rule.needsChildren || household.children > 0) && (!rule.needsPersonAged75 || household.personsAged75 > 0);
}

/**
 * Which benefits the household's income falls within on `day`; income equal to a threshold qualifies. Only the
 * benefits whose pages the site shows (`shown`: a centre may hide a shared page) are named.
 */
export function checkEligibility(
  household: Household,
  day = SITE_DATE,
  shown: (route: string) => boolean = () => true,
): EligibilityResult {
  const outcomes = eligibilityRules
    .filter((rule) => shown(rule.route) && concerns(rule, household))
    .map((rule) => assess(rule, household, day));
  return {
    perPersonIncomeGrosze: roundedQuotient(household.incomeGrosze, household.persons),
    qualifying: outcomes.filter((outcome) => outcome.excessGrosze === 0),
    exceeded: outcomes.filter((outcome) => outcome.excessGrosze > 0),
    withoutIncomeTest: benefitsWithoutIncomeTest.filter(shown),
    hints: { children: household.children === 0, personsAged75: household.personsAged75 === 0 },
  };
}
