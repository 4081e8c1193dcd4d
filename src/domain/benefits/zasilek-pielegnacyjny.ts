import { afterRuling, documents, familyBenefitWays, missingDocuments, monthly, steps } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';

/** Zasiłek pielęgnacyjny (/zasilek-pielegnacyjny). */
export const benefit: Benefit = {
  amounts: ['nursingAllowance'],
  guide: {
    section: 'familyBenefits',
    kind: 'familyBenefit',
    ways: familyBenefitWays,
    bring: asList(
      'wniosek o zasiłek pielęgnacyjny,',
      'orzeczenie o niepełnosprawności albo o stopniu niepełnosprawności – nie dotyczy osoby, która skończyła 75 lat,',
      'dokument tożsamości (do wglądu),',
      documents.bankAccount,
    ),
    forms: ['/documents/SR/wniosek_o_zasilek_pielegnacyjny.pdf'],
    next: [
      missingDocuments,
      steps.decision,
      monthly,
      steps.appeal,
      'Każdą zmianę, która może wpłynąć na zasiłek – na przykład pobyt w domu pomocy społecznej albo dodatek pielęgnacyjny z ZUS – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline: afterRuling('Zasiłek'),
  },
};

/** Granted whatever the income: the self-check lists it with every result. */
export const selfCheck: SelfCheck = 'withoutIncomeTest';
