import { documents, socialAssistanceForms, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { centre } from '../centre/centre.ts';
import type { Benefit } from './types.ts';

/** Świadczenia opieki zdrowotnej (/swiadczenia-opieki-zdrowotnej). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [
      ways.inPerson,
      ways.byPost,
      'Jeżeli leczenia trzeba było udzielić od razu, wniosek może złożyć szpital lub przychodnia – zaraz po udzieleniu pomocy (art. 54 ust. 4 ustawy o świadczeniach opieki zdrowotnej).',
    ],
    bring: asList(
      'wniosek o wydanie decyzji potwierdzającej prawo do świadczeń opieki zdrowotnej,',
      documents.identity,
      'dokumenty, które potwierdzają, że mieszkasz w Polsce, i dokument o obywatelstwie polskim, statusie uchodźcy albo ochronie uzupełniającej (art. 54 ust. 3 pkt 1 ustawy o świadczeniach opieki zdrowotnej),',
      documents.income,
      documents.statements,
    ),
    forms: socialAssistanceForms,
    next: [
      'Pracownik socjalny przeprowadzi z Tobą rodzinny wywiad środowiskowy i sprawdzi, czy Twój dochód mieści się w kryterium (art. 54 ust. 3 ustawy o świadczeniach opieki zdrowotnej).',
      `Ośrodek wydaje decyzję w imieniu ${centre.mayor.genitive} (art. 54 ust. 1 i 11 ustawy o świadczeniach opieki zdrowotnej).`,
      steps.timeLimit,
      steps.appeal,
    ],
    deadline:
      'Decyzja daje prawo do leczenia przez 90 dni od dnia złożenia wniosku. Jeżeli potem nadal nie masz ubezpieczenia, złóż kolejny wniosek (art. 54 ust. 7 ustawy o świadczeniach opieki zdrowotnej).',
  },
};
