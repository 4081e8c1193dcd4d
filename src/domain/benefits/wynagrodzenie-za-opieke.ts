import { ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit } from './types.ts';

/** Wynagrodzenie za sprawowanie opieki (/wynagrodzenie-za-opieke). */
export const benefit: Benefit = {
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: ['Osobiście – w sekretariacie ośrodka.', ways.byPost],
    bring: asList(
      'wniosek o wypłatę wynagrodzenia za sprawowanie opieki,',
      'prawomocne postanowienie sądu o ustanowieniu opiekuna,',
      'prawomocne postanowienie sądu o przyznaniu wynagrodzenia, z jego wysokością,',
      'numer rachunku bankowego, na który ma przychodzić wynagrodzenie.',
    ),
    next: [
      'Ośrodek wypłaca wynagrodzenie w wysokości ustalonej przez sąd (art. 53a ust. 1 ustawy o pomocy społecznej).',
      'Ośrodek nie przeprowadza wywiadu środowiskowego i nie wydaje decyzji (art. 53a ust. 2 ustawy o pomocy społecznej).',
    ],
    deadline:
      'Najpierw poproś sąd opiekuńczy o przyznanie wynagrodzenia (art. 162 § 1 Kodeksu rodzinnego i opiekuńczego). Wniosek o wypłatę złóż w ośrodku, gdy postanowienie sądu się uprawomocni.',
  },
};
