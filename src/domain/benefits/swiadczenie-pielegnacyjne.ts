import { afterRuling, documents, familyBenefitWays, missingDocuments, monthly, steps } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';

/** Świadczenie pielęgnacyjne (/swiadczenie-pielegnacyjne). */
export const benefit: Benefit = {
  amounts: ['nursingBenefit'],
  guide: {
    section: 'familyBenefits',
    kind: 'familyBenefit',
    ways: familyBenefitWays,
    bring: asList(
      'wniosek o świadczenie pielęgnacyjne,',
      'orzeczenie dziecka – o znacznym stopniu niepełnosprawności albo o niepełnosprawności z obydwoma wskazaniami opisanymi wyżej,',
      'dokument tożsamości (do wglądu),',
      'jeżeli dziecko jest w pieczy zastępczej – zaświadczenie o jego umieszczeniu w rodzinie zastępczej, rodzinnym domu dziecka albo placówce, z datą umieszczenia (art. 23 ust. 4 pkt 3 lit. ca ustawy o świadczeniach rodzinnych),',
      'inne dokumenty, jeżeli poprosi o nie pracownik ośrodka – na przykład potwierdzające pokrewieństwo z dzieckiem (art. 23 ust. 4 pkt 3 lit. f),',
      documents.bankAccount,
    ),
    forms: ['/documents/SR/wniosek_o_swiadczenie_pielegnacyjne.pdf'],
    next: [
      missingDocuments,
      'Jeżeli są wątpliwości, czy opiekujesz się dzieckiem, pracownik socjalny może przeprowadzić rodzinny wywiad środowiskowy – rozmowę o Twojej sytuacji i o opiece nad dzieckiem (art. 23 ust. 4aa ustawy o świadczeniach rodzinnych).',
      steps.decision,
      monthly,
      steps.appeal,
      'Każdą zmianę, która może wpłynąć na świadczenie – na przykład pobyt dziecka w placówce całodobowej – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline: afterRuling('Świadczenie'),
  },
};

/** Granted whatever the income: the self-check lists it with every result. */
export const selfCheck: SelfCheck = 'withoutIncomeTest';
