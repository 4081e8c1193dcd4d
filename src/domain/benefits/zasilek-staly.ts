import { anyTime, documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';

/** Zasiłek stały (/zasilek-staly). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion', 'permanentAllowance'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      documents.application,
      documents.identity,
      'orzeczenie o stopniu niepełnosprawności albo o niezdolności do pracy (nie dotyczy osób w wieku emerytalnym),',
      documents.income,
      documents.statements,
      'numer rachunku bankowego, jeżeli zasiłek ma przychodzić na konto.',
    ),
    forms: socialAssistanceForms,
    next: [steps.interview, steps.decision, steps.appeal],
    deadline: anyTime,
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'permanentAllowance',
  single: amounts.incomeCriterion.single,
  perPerson: amounts.incomeCriterion.perPersonInFamily,
  note: selfCheckWords.notes.permanentAllowance,
};
