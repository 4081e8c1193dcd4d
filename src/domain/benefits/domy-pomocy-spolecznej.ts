import { documents, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit } from './types.ts';

/** Domy pomocy społecznej (/domy-pomocy-spolecznej). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion', 'socialWelfareHome'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [ways.inPerson, ways.onBehalf, ways.homeVisit],
    bring: asList(
      'wniosek o skierowanie do domu pomocy społecznej,',
      'pisemną zgodę na zamieszkanie w domu pomocy społecznej – Twoją albo Twojego przedstawiciela ustawowego (art. 54 ust. 2 ustawy o pomocy społecznej),',
      'zaświadczenie lekarskie o stanie zdrowia,',
      'orzeczenie o stopniu niepełnosprawności albo o niezdolności do pracy lub do samodzielnej egzystencji – jeżeli je masz,',
      'decyzję o wysokości emerytury, renty lub innego dochodu,',
      'zgodę na potrącanie opłaty za pobyt z emerytury lub renty (art. 62 ust. 1 ustawy o pomocy społecznej),',
      documents.identity,
      documents.statements,
    ),
    forms: [
      '/documents/PS/wniosek_o_skierowanie_do_dps.pdf',
      '/documents/PS/oswiadczenie_o_dochodach.pdf',
      '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf',
    ],
    next: [
      'Pracownik socjalny przeprowadzi rodzinny wywiad środowiskowy z Tobą, a także z Twoim małżonkiem i dziećmi, którzy mogą współfinansować pobyt (art. 107 ust. 1 ustawy o pomocy społecznej).',
      'Ośrodek wydaje decyzję o skierowaniu do domu pomocy społecznej i decyzję o Twojej opłacie za pobyt (art. 59 ust. 1 ustawy o pomocy społecznej).',
      steps.timeLimit,
      'Decyzję o umieszczeniu wydaje gmina albo powiat, który prowadzi wybrany dom (art. 59 ust. 2 ustawy o pomocy społecznej).',
      'Jeżeli w domu nie ma wolnego miejsca, dostaniesz informację o wpisaniu na listę oczekujących i o przewidywanym czasie oczekiwania (art. 59 ust. 3).',
      steps.appeal,
    ],
    deadline: 'Wniosek możesz złożyć w każdej chwili.',
  },
};
