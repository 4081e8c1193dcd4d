import { documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';

/** Zasiłek celowy i specjalny zasiłek celowy (/zasilek-celowy). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      'wniosek o przyznanie świadczenia z pomocy społecznej – z opisem potrzeby, na którą ma być zasiłek,',
      documents.identity,
      documents.income,
      documents.statements,
      'dokumenty, które potwierdzają potrzebę: na przykład rachunek, kosztorys, zaświadczenie lekarskie o leczeniu albo protokół ze zdarzenia losowego.',
    ),
    forms: socialAssistanceForms,
    next: [steps.interview, steps.decision, steps.appeal],
    deadline: 'Wniosek możesz złożyć w każdej chwili, gdy pojawi się potrzeba.',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'purposeAllowance',
  single: amounts.incomeCriterion.single,
  perPerson: amounts.incomeCriterion.perPersonInFamily,
  note: selfCheckWords.notes.purposeAllowance,
};
