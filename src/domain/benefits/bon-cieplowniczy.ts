import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';

/** Bon ciepłowniczy (/bon-cieplowniczy). */
export const benefit: Benefit = {
  amounts: ['heatingVoucher'],
  timeline: ['heatingVoucher.applications2025', 'heatingVoucher.applications2026'],
  guide: {
    section: 'housingAndHeating',
    kind: 'heatingVoucher',
    hours: 'heatingVoucher',
    ways: [
      'Na papierze – w ośrodku albo pocztą; przy wysyłce pocztą liczy się data nadania (art. 3 ust. 4 ustawy o bonie ciepłowniczym).',
    ],
    bring: asList(
      'wniosek o wypłatę bonu ciepłowniczego,',
      'jednoskładnikową cenę ciepła netto za 1 GJ – dostawca ciepła publikuje ją na swojej stronie internetowej (art. 3 ust. 8 ustawy o bonie ciepłowniczym),',
      'jeżeli za ciepło płacisz przez spółdzielnię, wspólnotę, właściciela albo zarządcę budynku – ich zaświadczenie o cenie ciepła. Muszą je wydać w ciągu 7 dni od Twojej prośby (art. 3 ust. 11 ustawy o bonie ciepłowniczym).',
    ),
    forms: ['/documents/BC/wniosek_bon_cieplowniczy.pdf'],
    next: [
      'Ośrodek rozpatruje wniosek w ciągu 90 dni od jego prawidłowego złożenia (art. 4 ust. 5 ustawy o bonie ciepłowniczym).',
      'Jeżeli bon Ci przysługuje, nie dostaniesz decyzji. Informację wyślemy e-mailem, jeżeli podasz adres, a jeśli nie – odbierzesz ją w ośrodku (art. 4 ust. 6, 10 i 11).',
      'Gmina wypłaca bon niezwłocznie po jego przyznaniu i po otrzymaniu pieniędzy z budżetu państwa (art. 5 ust. 1 ustawy o bonie ciepłowniczym).',
      'Jeżeli uważasz, że kwota bonu jest błędna, w ciągu 14 dni od jego otrzymania możesz raz poprosić o korektę (art. 4 ust. 7).',
      'Odmowę przyznania bonu i korektę kwoty ośrodek wydaje w formie decyzji. Możesz się od niej odwołać w ciągu 14 dni (art. 4 ust. 9 ustawy o bonie ciepłowniczym, art. 129 Kodeksu postępowania administracyjnego).',
    ],
    deadline:
      'Wnioski przyjmujemy tylko w naborach opisanych wyżej. Wniosek złożony po terminie pozostawia się bez rozpoznania (art. 3 ust. 2 ustawy o bonie ciepłowniczym).',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'heatingVoucher',
  single: amounts.heatingVoucher.incomeLimitSingle,
  perPerson: amounts.heatingVoucher.incomeLimitPerPersonMulti,
  reducedAboveThreshold: true,
  note: selfCheckWords.notes.heatingVoucher,
};
