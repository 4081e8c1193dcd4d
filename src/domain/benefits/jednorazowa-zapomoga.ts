import { documents, familyBenefitWays, missingDocuments, steps } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { formatAmountById } from '../amounts/amount-lookup.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Jednorazowa zapomoga z tytułu urodzenia dziecka (/jednorazowa-zapomoga). */
export const benefit: Benefit = {
  amounts: ['childbirthGrant'],
  guide: {
    section: 'familyBenefits',
    kind: 'familyBenefit',
    ways: familyBenefitWays,
    bring: asList(
      'wniosek o jednorazową zapomogę – razem z oświadczeniami o dochodach, które są jego częścią,',
      'zaświadczenie lekarskie albo zaświadczenie od położnej o opiece medycznej nad matką od 10. tygodnia ciąży do porodu (art. 15b ust. 6 ustawy o świadczeniach rodzinnych),',
      'dokument tożsamości (do wglądu),',
      'dokumenty o utracie albo uzyskaniu dochodu – jeżeli ktoś w rodzinie stracił albo uzyskał dochód (art. 23 ust. 4d),',
      'jeżeli jesteś opiekunem albo przysposabiasz dziecko – postanowienie sądu o ustanowieniu opiekuna prawnego albo o przysposobieniu (art. 23 ust. 4 pkt 3 lit. a i c),',
      'jeżeli samotnie wychowujesz dziecko – wyrok albo ugodę, które ustalają alimenty, albo dokument, który potwierdza wyjątek opisany wyżej (art. 15b ust. 4 pkt 2),',
      documents.bankAccount,
    ),
    forms: ['/documents/SR/wniosek_o_jednorazowa_zapomoge.pdf'],
    next: [
      missingDocuments,
      steps.decision,
      'Zapomogę wypłacamy jednorazowo (art. 15b ust. 1 ustawy o świadczeniach rodzinnych).',
      steps.appeal,
    ],
    deadline: `W ciągu ${formatAmountById('childbirthGrant.applicationMonths')} od dnia urodzenia się dziecka. Wniosku złożonego po terminie ośrodek nie rozpatrzy (art. 15b ust. 3 ustawy o świadczeniach rodzinnych). Terminy dla opiekunów opisujemy wyżej.`,
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'childbirthGrant',
  perPerson: amounts.childbirthGrant.incomeLimit,
  needsChildren: true,
};
