import { documents, familyBenefitWays, missingDocuments, monthly, steps } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { formatAmountById } from '../amounts/amount-lookup.ts';
import type { Benefit, SelfCheck } from './types.ts';

/** Świadczenie rodzicielskie (/swiadczenie-rodzicielskie). */
export const benefit: Benefit = {
  amounts: ['parentalBenefit'],
  guide: {
    section: 'familyBenefits',
    kind: 'familyBenefit',
    ways: familyBenefitWays,
    bring: asList(
      'wniosek o świadczenie rodzicielskie,',
      'dokument tożsamości (do wglądu),',
      'jeżeli przysposabiasz dziecko – orzeczenie sądu o przysposobieniu albo zaświadczenie sądu lub ośrodka adopcyjnego, że sprawa trwa (art. 23 ust. 4 pkt 3 lit. a ustawy o świadczeniach rodzinnych),',
      'jeżeli jesteś rodziną zastępczą – zaświadczenie o umieszczeniu dziecka w rodzinie zastępczej, z datą umieszczenia (art. 23 ust. 4 pkt 3 lit. ca),',
      'jeżeli wniosek składa ojciec – dokument, który potwierdza jeden z trzech przypadków opisanych wyżej, na przykład akt zgonu matki,',
      'zaświadczenie ze szpitala o pobycie dziecka – jeżeli prosisz o wydłużenie okresu świadczenia (art. 17c ust. 3b),',
      documents.bankAccount,
    ),
    forms: ['/documents/SR/wniosek_o_swiadczenie_rodzicielskie.pdf'],
    next: [
      missingDocuments,
      steps.decision,
      monthly,
      steps.appeal,
      'Każdą zmianę, która może wpłynąć na świadczenie – na przykład podjęcie pracy, która nie pozwala Ci opiekować się dzieckiem – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline: `Najlepiej w ciągu ${formatAmountById('parentalBenefit.applicationMonths')} od urodzenia dziecka – wtedy świadczenie przysługuje od dnia urodzenia (art. 24 ust. 9 ustawy o świadczeniach rodzinnych). Wszystkie terminy opisujemy wyżej, w części „Kiedy złożyć wniosek”.`,
  },
};

/** Granted whatever the income: the self-check lists it with every result. */
export const selfCheck: SelfCheck = 'withoutIncomeTest';
