import { anyTime, documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Zasiłek okresowy (/zasilek-okresowy). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion', 'periodicAllowance'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      documents.application,
      documents.identity,
      documents.income,
      documents.statements,
      'jeżeli jesteś bezrobotna lub bezrobotny – zaświadczenie z powiatowego urzędu pracy o rejestracji i o zasiłku dla bezrobotnych albo o braku prawa do niego,',
      'jeżeli chorujesz lub masz niepełnosprawność – zaświadczenie lekarskie albo orzeczenie o niepełnosprawności lub o niezdolności do pracy,',
      'inne dokumenty, o które poprosi pracownik socjalny.',
    ),
    forms: socialAssistanceForms,
    next: [
      steps.interview,
      'Pracownik socjalny może zaproponować Ci kontrakt socjalny – pisemną umowę o tym, co razem zrobicie, aby poprawić Twoją sytuację (art. 108 ust. 1 ustawy o pomocy społecznej).',
      steps.decision,
      steps.appeal,
    ],
    deadline: anyTime,
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'periodicAllowance',
  single: amounts.incomeCriterion.single,
  perPerson: amounts.incomeCriterion.perPersonInFamily,
};
