import { steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { formatAmountById } from '../amounts/amount-lookup.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';
import { selfCheckWords } from '../../i18n/pl/self-check.ts';

/** Dodatek mieszkaniowy (/dodatek-mieszkaniowy). */
export const benefit: Benefit = {
  amounts: ['housingAllowance'],
  guide: {
    section: 'housingAndHeating',
    kind: 'centreDecision',
    ways: ['Osobiście – na stanowisku, którego pokój i godziny podajemy wyżej.', ways.byPost],
    bring: asList(
      'wniosek o dodatek mieszkaniowy,',
      `deklarację o dochodach gospodarstwa domowego z ${formatAmountById('housingAllowance.incomePeriodMonths')} kalendarzowych przed dniem złożenia wniosku,`,
      'zaświadczenie zarządcy budynku o wydatkach na mieszkanie,',
      'dokument tożsamości (do wglądu),',
      'dokument, który potwierdza Twoje prawo do mieszkania, na przykład umowę najmu albo akt notarialny,',
      'dokumenty o dochodach wykazanych w deklaracji, na przykład zaświadczenia o wynagrodzeniu albo decyzje o świadczeniach – ośrodek może poprosić o ich pokazanie,',
      'orzeczenie o niepełnosprawności – jeżeli mieszka z Tobą osoba z niepełnosprawnością, która porusza się na wózku albo potrzebuje oddzielnego pokoju.',
    ),
    forms: [
      '/documents/DM/wniosek_o_dodatek_mieszkaniowy.pdf',
      '/documents/DM/deklaracja_o_dochodach.pdf',
      '/documents/DM/zaswiadczenie_zarzadcy.pdf',
    ],
    next: [
      'Ośrodek wydaje decyzję w ciągu miesiąca od złożenia wniosku (art. 7 ustawy o dodatkach mieszkaniowych).',
      'Dodatek przyznaje się na 6 miesięcy, od pierwszego dnia miesiąca po złożeniu wniosku. Jeżeli potrzebujesz go dłużej, złóż potem nowy wniosek.',
      'Dodatek trafia do zarządcy budynku i pomniejsza Twoje opłaty za mieszkanie. Właściciel domu jednorodzinnego dostaje cały dodatek do rąk.',
      steps.appeal,
    ],
    deadline:
      'Nie ma stałego terminu – wniosek możesz złożyć w każdej chwili. Dodatek przysługuje od pierwszego dnia miesiąca po złożeniu wniosku.',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'housingAllowance',
  single: amounts.housingAllowance.singleThreshold,
  perPerson: amounts.housingAllowance.multiThreshold,
  note: selfCheckWords.notes.housingAllowance,
};
