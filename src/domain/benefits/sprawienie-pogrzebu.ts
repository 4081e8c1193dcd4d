import { asList } from '../../util/lists.ts';
import type { Benefit } from './types.ts';

/** Sprawienie pogrzebu (/sprawienie-pogrzebu). */
export const benefit: Benefit = {
  guide: {
    section: 'socialAssistance',
    kind: 'withoutDecision',
    ways: [
      'Osobiście w ośrodku albo telefonicznie – zgłoś zgon osoby, której nikt nie pochowa.',
      'Zgłosić może każdy: szpital, policja, dom pomocy społecznej, sąsiad albo znajomy zmarłego.',
    ],
    bring: asList('wszystko, co wiesz o zmarłym i o jego rodzinie: imię i nazwisko, miejsce zgonu, dane krewnych.'),
    next: [
      'Ośrodek sprawdza, czy zmarły ma rodzinę, i organizuje pogrzeb, jeżeli nikt inny tego nie zrobi. Kolejne kroki opisujemy wyżej.',
      'W sprawie pogrzebu ośrodek nie wydaje decyzji (art. 106 ust. 2 ustawy o pomocy społecznej).',
    ],
    deadline: 'Zgłoś zgon jak najszybciej.',
  },
};
