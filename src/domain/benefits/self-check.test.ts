import { describe, expect, it } from 'vitest';
import { amounts } from '../amounts/index.ts';
import {
  benefitsWithoutIncomeTest,
  checkEligibility as checkOn,
  eligibilityRules,
  moneyOn,
  type EligibilityRule,
  type Household,
  type RuleId,
} from './self-check.ts';

function household(overrides: Partial<Household>): Household {
  return { persons: 1, incomeGrosze: 0, personsAged75: 0, children: 0, disability: false, ...overrides };
}

/** A household for which the rule is checked at all. */
function concerned(rule: EligibilityRule, persons: number, incomeGrosze: number): Household {
  return household({
    persons,
    incomeGrosze,
    children: rule.needsChildren ? 1 : 0,
    personsAged75: rule.needsPersonAged75 ? 1 : 0,
  });
}

function ids(outcomes: { rule: EligibilityRule }[]): RuleId[] {
  return outcomes.map((outcome) => outcome.rule.id);
}

/** The day the literal anchors below hold for: the criterion of 1 January 2025 is in force. */
const DAY = '2026-11-24';
const checkEligibility = (household: Household) => checkOn(household, DAY);
const grosze = (figure: Parameters<typeof moneyOn>[0]) => Math.round(moneyOn(figure, DAY).zloty * 100);

describe('the rules read every threshold from the amounts module', () => {
  const expected: Record<RuleId, Pick<EligibilityRule, 'single' | 'perPerson' | 'disabledVariant'>> = {
    periodicAllowance: { single: amounts.incomeCriterion.single, perPerson: amounts.incomeCriterion.perPersonInFamily },
    purposeAllowance: { single: amounts.incomeCriterion.single, perPerson: amounts.incomeCriterion.perPersonInFamily },
    permanentAllowance: {
      single: amounts.incomeCriterion.single,
      perPerson: amounts.incomeCriterion.perPersonInFamily,
    },
    meals: {
      single: amounts.mealsAtSchoolAndHome.incomeLimitSingle,
      perPerson: amounts.mealsAtSchoolAndHome.incomeLimitPerPersonInFamily,
    },
    care75: { single: amounts.care75.incomeLimitSingle, perPerson: amounts.care75.incomeLimitPerPersonInFamily },
    familyAllowance: {
      perPerson: amounts.familyAllowance.incomeLimit,
      disabledVariant: amounts.familyAllowance.incomeLimitDisabledChild,
    },
    childbirthGrant: { perPerson: amounts.childbirthGrant.incomeLimit },
    alimonyFund: { perPerson: amounts.alimonyFund.incomeLimit },
    schoolScholarship: { perPerson: amounts.incomeCriterion.perPersonInFamily },
    foodAid: {
      single: amounts.foodAid.edition2025.incomeLimitSingle,
      perPerson: amounts.foodAid.edition2025.incomeLimitPerPersonInFamily,
    },
    housingAllowance: {
      single: amounts.housingAllowance.singleThreshold,
      perPerson: amounts.housingAllowance.multiThreshold,
    },
    heatingVoucher: {
      single: amounts.heatingVoucher.incomeLimitSingle,
      perPerson: amounts.heatingVoucher.incomeLimitPerPersonMulti,
    },
  };

  it.each(eligibilityRules.map((rule) => [rule.id, rule] as const))('%s holds the module’s own figures', (id, rule) => {
    // The same objects, not equal copies: a number typed into the rules would fail here.
    expect(rule.single).toBe(expected[id].single);
    expect(rule.perPerson).toBe(expected[id].perPerson);
    expect(rule.disabledVariant).toBe(expected[id].disabledVariant);
  });

  it('has one rule for each benefit and each page once', () => {
    expect(eligibilityRules.map((rule) => rule.id).sort()).toEqual(Object.keys(expected).sort());
    const routes = [...eligibilityRules.map((rule) => rule.route), ...benefitsWithoutIncomeTest];
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('each threshold: equal qualifies, one grosz above does not', () => {
  const cases = eligibilityRules.flatMap((rule) => [
    { rule, persons: 1, limit: grosze(rule.single ?? rule.perPerson) },
    { rule, persons: 3, limit: grosze(rule.perPerson) * 3 },
  ]);

  it.each(cases.map((c) => [c.rule.id, c.persons, c.limit, c] as const))(
    '%s, %i person(s): up to %i grosze',
    (_id, persons, limit, { rule }) => {
      const atLimit = checkEligibility(concerned(rule, persons, limit));
      expect(ids(atLimit.qualifying)).toContain(rule.id);
      expect(ids(atLimit.exceeded)).not.toContain(rule.id);

      const above = checkEligibility(concerned(rule, persons, limit + 1));
      expect(ids(above.qualifying)).not.toContain(rule.id);
      const outcome = above.exceeded.find((o) => o.rule === rule)!;
      expect(outcome.householdLimitGrosze).toBe(limit);
      expect(outcome.excessGrosze).toBe(1);
    },
  );

  // Literal anchors, so that a wrong base figure is caught even though the rules follow the module.
  it.each([
    ['criterion, one person: 1 010 zł', 'periodicAllowance', 1, 101_000],
    ['criterion, three persons: 823 zł × 3 = 2 469,00 zł', 'periodicAllowance', 3, 246_900],
    ['meals, one person: 2 020 zł', 'meals', 1, 202_000],
    ['Opieka 75+, one person: 2 525 zł', 'care75', 1, 252_500],
    ['family allowance, three persons: 674 zł × 3', 'familyAllowance', 3, 202_200],
    ['scholarship, one person: the per-person 823 zł', 'schoolScholarship', 1, 82_300],
    ['food aid 2025, two persons: 2 180,95 zł × 2', 'foodAid', 2, 436_190],
    ['heating voucher, one person: 3 272,69 zł', 'heatingVoucher', 1, 327_269],
  ] as const)('%s', (_name, id, persons, limit) => {
    const rule = eligibilityRules.find((r) => r.id === id)!;
    expect(ids(checkEligibility(concerned(rule, persons, limit)).qualifying)).toContain(id);
    expect(ids(checkEligibility(concerned(rule, persons, limit + 1)).exceeded)).toContain(id);
  });
});

describe('thresholds on both sides of a change of the criterion', () => {
  it.each([
    ['2024-12-31', 'periodicAllowance', 1, 77_600],
    ['2025-01-01', 'periodicAllowance', 1, 101_000],
    ['2024-12-31', 'periodicAllowance', 3, 180_000],
    ['2024-12-31', 'meals', 1, 155_200],
    ['2025-01-01', 'meals', 1, 202_000],
    // The food aid's edition names its own criterion: the same limit whatever the day.
    ['2024-12-31', 'foodAid', 1, 267_650],
    ['2031-01-01', 'foodAid', 1, 267_650],
  ] as const)('on %s, %s for %i person(s) is up to %i grosze', (day, id, persons, limit) => {
    const rule = eligibilityRules.find((r) => r.id === id)!;
    expect(ids(checkOn(concerned(rule, persons, limit), day).qualifying)).toContain(id);
    expect(ids(checkOn(concerned(rule, persons, limit + 1), day).exceeded)).toContain(id);
  });
});

describe('the household’s situation', () => {
  it('a one-person household is judged by the single-person threshold where there is one', () => {
    const result = checkEligibility(household({ persons: 1, incomeGrosze: 100_000, children: 1 }));
    const threshold = (id: RuleId) => result.qualifying.find((o) => o.rule.id === id)?.threshold;
    expect(threshold('periodicAllowance')).toBe(moneyOn(amounts.incomeCriterion.single, DAY));
    expect(threshold('housingAllowance')).toBe(amounts.housingAllowance.singleThreshold);
    expect(result.exceeded.find((o) => o.rule.id === 'schoolScholarship')?.threshold).toBe(
      moneyOn(amounts.incomeCriterion.perPersonInFamily, DAY),
    );
  });

  it('without a person aged 75 or more, Opieka 75+ is not listed and the form may ask for one', () => {
    const result = checkEligibility(household({ persons: 2, incomeGrosze: 100_000 }));
    expect([...ids(result.qualifying), ...ids(result.exceeded)]).not.toContain('care75');
    expect(result.hints.personsAged75).toBe(true);
    const withSenior = checkEligibility(household({ persons: 2, incomeGrosze: 100_000, personsAged75: 1 }));
    expect(ids(withSenior.qualifying)).toContain('care75');
    expect(withSenior.hints.personsAged75).toBe(false);
  });

  it('without children, no child benefit is listed and a hint asks for the number of children', () => {
    const result = checkEligibility(household({ persons: 2, incomeGrosze: 0 }));
    const listed = [...ids(result.qualifying), ...ids(result.exceeded)];
    for (const id of ['familyAllowance', 'childbirthGrant', 'alimonyFund', 'schoolScholarship'] as const) {
      expect(listed).not.toContain(id);
    }
    expect(result.hints.children).toBe(true);
    expect(checkEligibility(household({ persons: 2, children: 1 })).hints.children).toBe(false);
  });

  it.each([
    ['without', false, amounts.familyAllowance.incomeLimit],
    ['with', true, amounts.familyAllowance.incomeLimitDisabledChild],
  ])('%s the disability box, the family allowance threshold is its own figure', (_with, disability, threshold) => {
    const limit = grosze(threshold) * 3;
    const at = checkEligibility(household({ persons: 3, children: 1, disability, incomeGrosze: limit }));
    expect(at.qualifying.find((o) => o.rule.id === 'familyAllowance')?.threshold).toBe(threshold);
    const above = checkEligibility(household({ persons: 3, children: 1, disability, incomeGrosze: limit + 1 }));
    expect(ids(above.exceeded)).toContain('familyAllowance');
  });

  it('764 zł per person with the disability box: 2 292,00 zł for three persons qualifies, 2 292,01 zł does not', () => {
    const check = (incomeGrosze: number) =>
      checkEligibility(household({ persons: 3, children: 1, disability: true, incomeGrosze }));
    expect(ids(check(229_200).qualifying)).toContain('familyAllowance');
    expect(ids(check(229_201).exceeded)).toContain('familyAllowance');
  });

  it('lists the benefits without an income test with every result', () => {
    for (const incomeGrosze of [0, 1_000_000_000]) {
      expect(checkEligibility(household({ incomeGrosze })).withoutIncomeTest).toEqual([
        '/zasilek-pielegnacyjny',
        '/swiadczenie-pielegnacyjne',
        '/swiadczenie-rodzicielskie',
        '/za-zyciem',
        '/karta-duzej-rodziny',
      ]);
    }
  });

  it.each([
    [3, 243_750, 81_250],
    [3, 100_000, 33_333],
    [3, 200_000, 66_667],
    [2, 100_001, 50_001],
    [1, 100_000, 100_000],
  ])('%i persons with %i grosze: %i grosze per person, rounded to the grosz', (persons, incomeGrosze, perPerson) => {
    expect(checkEligibility(household({ persons, incomeGrosze })).perPersonIncomeGrosze).toBe(perPerson);
  });

  it('decides on the exact household income even where the rounded per-person figure equals the threshold', () => {
    const result = checkEligibility(household({ persons: 3, incomeGrosze: 246_901 }));
    expect(result.perPersonIncomeGrosze).toBe(82_300);
    expect(result.exceeded.find((o) => o.rule.id === 'periodicAllowance')?.excessGrosze).toBe(1);
  });
});

describe('a centre that hides a shared page', () => {
  it('is not sent by the self-check to that page', () => {
    const poor = household({ persons: 1, incomeGrosze: 10_000, children: 1 });
    const everywhere = checkEligibility(poor);
    expect(everywhere.qualifying.map((outcome) => outcome.rule.route)).toContain('/bon-cieplowniczy');
    expect(everywhere.withoutIncomeTest).toContain('/karta-duzej-rodziny');
    const hidden = new Set(['/bon-cieplowniczy', '/karta-duzej-rodziny']);
    const here = checkOn(poor, DAY, (route) => !hidden.has(route));
    const named = [...here.qualifying, ...here.exceeded].map((outcome) => outcome.rule.route);
    expect(named).not.toContain('/bon-cieplowniczy');
    expect(here.withoutIncomeTest).not.toContain('/karta-duzej-rodziny');
    expect(named.length).toBe([...everywhere.qualifying, ...everywhere.exceeded].length - 1);
  });
});
