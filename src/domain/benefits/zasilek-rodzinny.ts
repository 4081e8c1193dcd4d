import { documents, familyBenefitWays, missingDocuments, steps } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Zasiłek rodzinny z dodatkami (/zasilek-rodzinny). */
export const benefit: Benefit = {
  amounts: ['familyAllowance', 'familySupplements'],
  guide: {
    section: 'familyBenefits',
    kind: 'familyBenefit',
    ways: familyBenefitWays,
    bring: asList(
      'wniosek o zasiłek rodzinny i dodatki – razem z oświadczeniami, które są jego częścią,',
      'dokument tożsamości (do wglądu),',
      'zaświadczenia albo oświadczenia o dochodach, których nie ma w urzędzie skarbowym – na przykład o alimentach albo o dochodzie z gospodarstwa rolnego (art. 23 ust. 4 pkt 1 ustawy o świadczeniach rodzinnych),',
      'dokumenty, które pokazują, kiedy ktoś w rodzinie stracił albo uzyskał dochód i w jakiej wysokości (art. 23 ust. 4d),',
      'orzeczenie o niepełnosprawności albo o stopniu niepełnosprawności dziecka – jeżeli dziecko je ma,',
      'zaświadczenie albo oświadczenie o nauce dziecka w szkole lub w szkole wyższej – dla dziecka po 18. urodzinach i przy dodatku na naukę poza miejscem zamieszkania (art. 23 ust. 5a),',
      'zaświadczenie lekarskie albo zaświadczenie od położnej o opiece medycznej od 10. tygodnia ciąży – przy dodatku z tytułu urodzenia dziecka (art. 9 ust. 7),',
      'zaświadczenie pracodawcy albo oświadczenie o urlopie wychowawczym i okresach zatrudnienia – przy dodatku za okres urlopu wychowawczego (art. 23 ust. 4 pkt 3 lit. e),',
      'jeżeli samotnie wychowujesz dziecko – wyrok sądu albo ugodę, które ustalają alimenty na dziecko. Jeżeli jeszcze ich nie masz, ośrodek da Ci 3 miesiące na ich dostarczenie (art. 24a ust. 4),',
      'jeżeli alimenty nie są potrzebne – dokument, który potwierdza jeden z wyjątków opisanych wyżej, na przykład wyrok oddalający pozew o alimenty (art. 24a ust. 4),',
      documents.bankAccount,
    ),
    forms: ['/documents/SR/wniosek_o_zasilek_rodzinny.pdf'],
    next: [
      missingDocuments,
      'Wniosek złożony od 1 listopada do 31 grudnia rozpatrujemy do końca lutego (art. 26 ust. 3–4a ustawy o świadczeniach rodzinnych).',
      'Zasiłek i dodatki miesięczne wypłacamy co miesiąc, a dodatki jednorazowe – raz (art. 26 ust. 1 ustawy o świadczeniach rodzinnych).',
      steps.appeal,
      'Każdą zmianę, która może wpłynąć na zasiłek – na przykład nowy dochód albo inną liczbę osób w rodzinie – zgłoś od razu w ośrodku (art. 25 ust. 1 ustawy o świadczeniach rodzinnych).',
    ],
    deadline:
      'Okres zasiłkowy trwa od 1 listopada do 31 października następnego roku. Wnioski na nowy okres przyjmujemy od 1 sierpnia, a przez internet – od 1 lipca (art. 26 ust. 2a ustawy o świadczeniach rodzinnych).',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'familyAllowance',
  perPerson: amounts.familyAllowance.incomeLimit,
  disabledVariant: amounts.familyAllowance.incomeLimitDisabledChild,
  needsChildren: true,
  reducedAboveThreshold: true,
};
