import { documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../lib/lists.ts';
import type { Benefit } from './types.ts';

/** Zasiłek celowy i specjalny zasiłek celowy (/zasilek-celowy). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion'],
  selfCheck: 'purposeAllowance',
  guide: {
    section: 'socialAssistance',
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
