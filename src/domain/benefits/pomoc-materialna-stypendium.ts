import { steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { centre } from '../centre/centre.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Stypendium szkolne i zasiłek szkolny (/pomoc-materialna-stypendium). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion', 'schoolAllowance', 'schoolScholarship'],
  guide: {
    section: 'scholarships',
    kind: 'centreDecision',
    ways: [
      'Osobiście – w ośrodku.',
      ways.byPost,
      'Wniosek składa rodzic lub opiekun prawny ucznia, pełnoletni uczeń albo dyrektor szkoły. Ośrodek może też przyznać pomoc sam, z urzędu (art. 90n ust. 2–3 ustawy o systemie oświaty).',
    ],
    bring: asList(
      'wniosek o przyznanie stypendium szkolnego albo wniosek o przyznanie zasiłku szkolnego,',
      'przy stypendium – zaświadczenia albo oświadczenia o dochodach wszystkich członków rodziny z miesiąca przed złożeniem wniosku,',
      'jeżeli rodzina dostaje zasiłki z pomocy społecznej – zamiast dokumentów o dochodach wystarczy zaświadczenie albo oświadczenie o tych zasiłkach (art. 90n ust. 5 ustawy o systemie oświaty),',
      'przy zasiłku szkolnym – dokumenty, które potwierdzają zdarzenie losowe,',
      'inne dokumenty wymienione we wniosku i w regulaminie.',
    ),
    forms: ['/documents/SS/wniosek_o_stypendium_szkolne.pdf', '/documents/SS/wniosek_o_zasilek_szkolny.pdf'],
    next: [
      `Ośrodek prowadzi sprawę. Stypendium i zasiłek szkolny przyznaje w decyzji ${centre.mayor.nominative} (art. 90m ust. 1 i art. 90n ust. 1 ustawy o systemie oświaty).`,
      steps.timeLimit,
      steps.appeal,
    ],
    deadline:
      'Stypendium szkolne: wniosek złóż do 15 września danego roku szkolnego; w uzasadnionych przypadkach także później. Zasiłek szkolny: wniosek złóż w ciągu 2 miesięcy od zdarzenia (art. 90n ust. 6–7 i art. 90e ust. 4 ustawy o systemie oświaty).',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'schoolScholarship',
  perPerson: amounts.incomeCriterion.perPersonInFamily,
  needsChildren: true,
};
