import { documents, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { formatAmountById } from '../amounts/amount-lookup.ts';
import type { Benefit, SelfCheck } from './types.ts';

/** Świadczenie „Za życiem” (/za-zyciem). */
export const benefit: Benefit = {
  amounts: ['forLife'],
  guide: {
    section: 'familyBenefits',
    kind: 'centreDecision',
    // The family-benefits act's filing rules apply only through art. 10 of the „Za życiem” act (secondary sources),
    // so they are not cited here, nor Emp@tia; a podanie to the centre's address for e-Doręczenia is the Kpa's.
    ways: ['Osobiście – w dziale, którego pokój i godziny podajemy wyżej.', ways.byPost],
    bring: asList(
      'wniosek o świadczenie „Za życiem”,',
      'zaświadczenie lekarza specjalisty o ciężkim i nieodwracalnym upośledzeniu albo nieuleczalnej chorobie dziecka zagrażającej życiu (kto je wystawia, piszemy wyżej),',
      'zaświadczenie lekarskie albo zaświadczenie od położnej o opiece medycznej nad matką od 10. tygodnia ciąży do porodu – jeżeli dotyczy Cię ten warunek,',
      'dokument tożsamości (do wglądu),',
      documents.bankAccount,
    ),
    forms: ['/documents/SR/wniosek_za_zyciem.pdf'],
    next: [
      'Jeżeli brakuje dokumentów, ośrodek wezwie Cię do ich uzupełnienia i wyznaczy termin.',
      steps.decision,
      'Świadczenie wypłacamy jednorazowo.',
      steps.appeal,
    ],
    deadline: `W ciągu ${formatAmountById('forLife.applicationMonths')} od dnia urodzenia się dziecka. Wniosku złożonego po terminie ośrodek nie rozpatrzy (art. 10 ustawy „Za życiem”). Terminy dla opiekunów opisujemy wyżej.`,
  },
};

/** Granted whatever the income: the self-check lists it with every result. */
export const selfCheck: SelfCheck = 'withoutIncomeTest';
