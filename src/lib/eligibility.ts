/**
 * The income self-check: which benefits a household's income may qualify for. A guide only; the rules read
 * every threshold from `src/data/amounts/`, and the form and the no-JavaScript table both read the rules. A
 * threshold is the value in force on the site's date; one due to change soon says so.
 */
import { amounts, type Figure, type MoneyAmount } from '../data/amounts/index.ts';
import { strings } from '../data/strings.ts';
import { parseZloty, type ZlotyInputProblem } from './zloty-input.ts';
import { valueOn } from './amount-series.ts';
import { announcementOf } from './amount-lookup.ts';
import { SITE_DATE } from './site-date.ts';

export type RuleId =
  | 'periodicAllowance'
  | 'purposeAllowance'
  | 'permanentAllowance'
  | 'meals'
  | 'care75'
  | 'familyAllowance'
  | 'childbirthGrant'
  | 'alimonyFund'
  | 'schoolScholarship'
  | 'foodAid'
  | 'housingAllowance'
  | 'heatingVoucher';

export interface EligibilityRule {
  id: RuleId;
  /** The benefit's page; its title names the benefit. */
  route: string;
  /** Threshold for a one-person household where the law sets one; otherwise `perPerson` applies to it too. */
  single?: Figure;
  /** Threshold per person: the household's income may reach it times the number of persons. */
  perPerson: Figure;
  /** Replaces `perPerson` when the household has a person with a disability certificate. */
  disabledVariant?: Figure;
  /** Checked only when the household has a child aged up to 24. */
  needsChildren?: boolean;
  /** Checked only when someone in the household is 75 or older. */
  needsPersonAged75?: boolean;
  /** Above the threshold the benefit is reduced by the excess instead of refused ("złotówka za złotówkę"). */
  reducedAboveThreshold?: boolean;
  /** Another condition the resident should know of, shown beside the benefit. */
  note?: string;
}

const notes = strings.selfCheck.notes;

export const eligibilityRules: readonly EligibilityRule[] = [
  {
    id: 'periodicAllowance',
    route: '/zasilek-okresowy',
    single: amounts.incomeCriterion.single,
    perPerson: amounts.incomeCriterion.perPersonInFamily,
  },
  {
    id: 'purposeAllowance',
    route: '/zasilek-celowy',
    single: amounts.incomeCriterion.single,
    perPerson: amounts.incomeCriterion.perPersonInFamily,
    note: notes.purposeAllowance,
  },
  {
    id: 'permanentAllowance',
    route: '/zasilek-staly',
    single: amounts.incomeCriterion.single,
    perPerson: amounts.incomeCriterion.perPersonInFamily,
    note: notes.permanentAllowance,
  },
  {
    id: 'meals',
    route: '/posilek-w-szkole',
    single: amounts.mealsAtSchoolAndHome.incomeLimitSingle,
    perPerson: amounts.mealsAtSchoolAndHome.incomeLimitPerPersonInFamily,
  },
  {
    id: 'care75',
    route: '/opieka-75',
    single: amounts.care75.incomeLimitSingle,
    perPerson: amounts.care75.incomeLimitPerPersonInFamily,
    needsPersonAged75: true,
  },
  {
    id: 'familyAllowance',
    route: '/zasilek-rodzinny',
    perPerson: amounts.familyAllowance.incomeLimit,
    disabledVariant: amounts.familyAllowance.incomeLimitDisabledChild,
    needsChildren: true,
    reducedAboveThreshold: true,
  },
  {
    id: 'childbirthGrant',
    route: '/jednorazowa-zapomoga',
    perPerson: amounts.childbirthGrant.incomeLimit,
    needsChildren: true,
  },
  {
    id: 'alimonyFund',
    route: '/fundusz-alimentacyjny',
    perPerson: amounts.alimonyFund.incomeLimit,
    needsChildren: true,
    reducedAboveThreshold: true,
  },
  {
    id: 'schoolScholarship',
    route: '/pomoc-materialna-stypendium',
    perPerson: amounts.incomeCriterion.perPersonInFamily,
    needsChildren: true,
  },
  {
    id: 'foodAid',
    route: '/program-fundusze-europejskie-pomoc-zywnosciowa',
    single: amounts.foodAid.edition2025.incomeLimitSingle,
    perPerson: amounts.foodAid.edition2025.incomeLimitPerPersonInFamily,
  },
  {
    id: 'housingAllowance',
    route: '/dodatek-mieszkaniowy',
    single: amounts.housingAllowance.singleThreshold,
    perPerson: amounts.housingAllowance.multiThreshold,
    note: notes.housingAllowance,
  },
  {
    id: 'heatingVoucher',
    route: '/bon-cieplowniczy',
    single: amounts.heatingVoucher.incomeLimitSingle,
    perPerson: amounts.heatingVoucher.incomeLimitPerPersonMulti,
    reducedAboveThreshold: true,
    note: notes.heatingVoucher,
  },
];

/** Benefits granted whatever the income: listed with every result. */
export const benefitsWithoutIncomeTest: readonly string[] = [
  '/zasilek-pielegnacyjny',
  '/swiadczenie-pielegnacyjne',
  '/swiadczenie-rodzicielskie',
  '/za-zyciem',
  '/karta-duzej-rodziny',
];

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
  const thresholdAnnouncement = announcementOf(applied, 'pl', day);
  return { rule, threshold, ...(thresholdAnnouncement ? { thresholdAnnouncement } : {}), householdLimitGrosze, excessGrosze };
}

function concerns(rule: EligibilityRule, household: Household): boolean {
  return (!rule.needsChildren || household.children > 0) && (!rule.needsPersonAged75 || household.personsAged75 > 0);
}

/** Which benefits the household's income falls within on `day`; income equal to a threshold qualifies. */
export function checkEligibility(household: Household, day = SITE_DATE): EligibilityResult {
  const outcomes = eligibilityRules.filter((rule) => concerns(rule, household)).map((rule) => assess(rule, household, day));
  return {
    perPersonIncomeGrosze: roundedQuotient(household.incomeGrosze, household.persons),
    qualifying: outcomes.filter((outcome) => outcome.excessGrosze === 0),
    exceeded: outcomes.filter((outcome) => outcome.excessGrosze > 0),
    withoutIncomeTest: benefitsWithoutIncomeTest,
    hints: { children: household.children === 0, personsAged75: household.personsAged75 === 0 },
  };
}

const MIN_PERSONS = 1;
const MAX_PERSONS = 20;

/** The fields that can be wrong, in the order of the form (the first one in error gets focus). */
export const HOUSEHOLD_FIELDS = ['persons', 'income', 'personsAged75', 'children'] as const;
export type HouseholdField = (typeof HOUSEHOLD_FIELDS)[number];

/** The form as typed; the optional counts may be empty. */
export type HouseholdFormValues = Record<HouseholdField, string> & { disability: boolean };

export type HouseholdErrors = Partial<Record<HouseholdField, string>>;

export type ParsedHousehold = { ok: true; household: Household } | { ok: false; errors: HouseholdErrors };

type Read<T> = { ok: true; value: T } | { ok: false; error: string };
type Count = { ok: true; value: number } | { ok: false; problem: 'empty' | 'notWhole' | 'negative' };

const errorText = strings.selfCheck.errors;

const incomeErrors: Record<ZlotyInputProblem, string> = {
  empty: errorText.income.missing,
  notAnAmount: errorText.income.notAnAmount,
  negative: errorText.income.negative,
  tooManyDecimals: errorText.income.tooManyDecimals,
  tooLarge: errorText.income.tooLarge,
};

function parseCount(typed: string): Count {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^[-\u2212]\s*\d+$/.test(text)) return { ok: false, problem: 'negative' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notWhole' };
  return { ok: true, value: Number(text) };
}

function readPersons(typed: string): Read<number> {
  const count = parseCount(typed);
  const outOfRange = errorText.persons.outOfRange(MIN_PERSONS, MAX_PERSONS);
  if (!count.ok) {
    if (count.problem === 'empty') return { ok: false, error: errorText.persons.missing };
    return { ok: false, error: count.problem === 'notWhole' ? errorText.persons.notWhole : outOfRange };
  }
  if (count.value < MIN_PERSONS || count.value > MAX_PERSONS) return { ok: false, error: outOfRange };
  return count;
}

function readIncome(typed: string): Read<number> {
  const amount = parseZloty(typed);
  return amount.ok ? { ok: true, value: amount.grosze } : { ok: false, error: incomeErrors[amount.problem] };
}

/** An optional count: empty means none; it cannot exceed the persons, when they are known. */
function readOptionalCount(
  typed: string,
  persons: Read<number>,
  abovePersons: (persons: number) => string,
): Read<number> {
  const count = parseCount(typed);
  if (!count.ok) {
    return count.problem === 'empty' ? { ok: true, value: 0 } : { ok: false, error: errorText.count[count.problem] };
  }
  if (persons.ok && count.value > persons.value) return { ok: false, error: abovePersons(persons.value) };
  return count;
}

/** The form's values as a household, or a Polish message for every field in error. */
export function parseHousehold(values: HouseholdFormValues): ParsedHousehold {
  const persons = readPersons(values.persons);
  const income = readIncome(values.income);
  const personsAged75 = readOptionalCount(values.personsAged75, persons, errorText.personsAged75AbovePersons);
  let children = readOptionalCount(values.children, persons, errorText.childrenAbovePersons);
  // No one is both a child up to 24 and a person of 75 or more.
  if (persons.ok && personsAged75.ok && children.ok && personsAged75.value + children.value > persons.value) {
    children = { ok: false, error: errorText.childrenAndSeniorsAbovePersons(persons.value) };
  }

  if (persons.ok && income.ok && personsAged75.ok && children.ok) {
    const household: Household = {
      persons: persons.value,
      incomeGrosze: income.value,
      personsAged75: personsAged75.value,
      children: children.value,
      disability: values.disability,
    };
    return { ok: true, household };
  }
  const read: Record<HouseholdField, Read<number>> = { persons, income, personsAged75, children };
  const errors: HouseholdErrors = {};
  for (const field of HOUSEHOLD_FIELDS) {
    const value = read[field];
    if (!value.ok) errors[field] = value.error;
  }
  return { ok: false, errors };
}
