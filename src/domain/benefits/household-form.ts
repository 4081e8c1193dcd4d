/**
 * The self-check's form read as a household: every field typed by a resident, checked with a Polish message for
 * each mistake, so the form can point at the first one.
 */
import { selfCheckWords } from '../../i18n/pl/self-check.ts';
import { fill } from '../../i18n/message.ts';
import { parseZloty, type ZlotyInputProblem } from '../amounts/zloty-input.ts';
import type { Household } from './self-check.ts';

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

const errorText = selfCheckWords.errors;

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
  const outOfRange = fill.pl(errorText.persons.outOfRange, { min: MIN_PERSONS, max: MAX_PERSONS });
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
  /** The message when it does: a message with the persons' number (`{persons}`). */
  abovePersons: string,
): Read<number> {
  const count = parseCount(typed);
  if (!count.ok) {
    return count.problem === 'empty' ? { ok: true, value: 0 } : { ok: false, error: errorText.count[count.problem] };
  }
  if (persons.ok && count.value > persons.value)
    return { ok: false, error: fill.pl(abovePersons, { persons: persons.value }) };
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
    children = { ok: false, error: fill.pl(errorText.childrenAndSeniorsAbovePersons, { persons: persons.value }) };
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
