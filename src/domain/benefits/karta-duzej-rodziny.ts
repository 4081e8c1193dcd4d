import { asList } from '../../util/lists.ts';
import { formatAmountById } from '../amounts/amount-lookup.ts';
import type { Benefit, SelfCheck } from './types.ts';

/** Karta Dużej Rodziny (/karta-duzej-rodziny). */
export const benefit: Benefit = {
  amounts: ['largeFamilyCard'],
  guide: {
    section: 'largeFamilyCard',
    kind: 'largeFamilyCard',
    ways: [
      'Osobiście – w ośrodku. Pracownicy pomogą Ci wypełnić wniosek.',
      'Wniosek składasz w gminie, w której mieszka rodzina. Jednym wnioskiem możesz objąć całą rodzinę.',
    ],
    bring: asList(
      'wniosek o przyznanie Karty Dużej Rodziny,',
      'dokument tożsamości osoby, która składa wniosek (do wglądu),',
      'numery PESEL wszystkich członków rodziny, którzy mają otrzymać kartę,',
      'oświadczenie o władzy rodzicielskiej – gdy wniosek dotyczy rodzica,',
      `oświadczenie o planowanym terminie ukończenia nauki – gdy wniosek dotyczy dziecka, które ukończyło ${formatAmountById('largeFamilyCard.childAgeLimit')} i uczy się w szkole lub na studiach,`,
      'postanowienie sądu o umieszczeniu dziecka w pieczy zastępczej – gdy wniosek dotyczy rodziny zastępczej, rodzinnego domu dziecka albo dziecka w pieczy zastępczej,',
      'orzeczenie o umiarkowanym albo znacznym stopniu niepełnosprawności (do wglądu) – gdy wniosek dotyczy dorosłego dziecka z niepełnosprawnością.',
    ),
    forms: ['/documents/DR/wniosek_karta_duzej_rodziny.pdf', '/documents/DR/oswiadczenie_kdr.pdf'],
    next: [
      'Gdy karta tradycyjna będzie gotowa, poinformujemy Cię o tym. Odbierzesz ją w ośrodku.',
      'Kartę w formie elektronicznej zobaczysz w aplikacji mObywatel.',
      'Jak długo trzeba czekać na kartę, zapytaj na stanowisku do spraw Karty Dużej Rodziny – numer telefonu jest wyżej.',
    ],
    deadline: 'Wniosek możesz złożyć w każdej chwili.',
  },
};

/** Granted whatever the income: the self-check lists it with every result. */
export const selfCheck: SelfCheck = 'withoutIncomeTest';
