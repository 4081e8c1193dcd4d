import { anyTime, documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../lib/lists.ts';
import type { Benefit } from './types.ts';

/** Zasiłek stały (/zasilek-staly). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion', 'permanentAllowance'],
  selfCheck: 'permanentAllowance',
  guide: {
    section: 'socialAssistance',
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
