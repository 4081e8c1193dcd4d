import { documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Posiłek w szkole i w domu (/posilek-w-szkole). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion', 'mealsAtSchoolAndHome'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [ways.inPerson, ways.byPost, ways.homeVisit],
    bring: asList(
      'wniosek o przyznanie świadczenia z pomocy społecznej – przy posiłku dla dziecka wpisz nazwę szkoły albo przedszkola,',
      documents.identity,
      documents.income,
      documents.statements,
    ),
    forms: socialAssistanceForms,
    next: [steps.interview, steps.decision, steps.appeal],
    deadline:
      'Wniosek możesz złożyć w każdej chwili. Wniosek o obiady dla dziecka najlepiej złożyć przed początkiem roku szkolnego.',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'meals',
  single: amounts.mealsAtSchoolAndHome.incomeLimitSingle,
  perPerson: amounts.mealsAtSchoolAndHome.incomeLimitPerPersonInFamily,
};
