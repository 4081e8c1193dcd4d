import { documents, steps, ways } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Fundusz alimentacyjny (/fundusz-alimentacyjny). */
export const benefit: Benefit = {
  amounts: ['alimonyFund'],
  guide: {
    section: 'familyBenefits',
    kind: 'alimonyFund',
    ways: [
      'Osobiście – w dziale, którego pokój i godziny podajemy wyżej. Wniosek składasz w gminie, w której mieszka osoba uprawniona do alimentów (art. 15 ust. 2 ustawy o pomocy osobom uprawnionym do alimentów).',
      ways.byPost,
    ],
    bring: asList(
      'wniosek o świadczenia z funduszu alimentacyjnego,',
      'oświadczenia członków rodziny o dochodach,',
      'odpis wyroku sądu, postanowienia o zabezpieczeniu alimentów, ugody sądowej albo ugody przed mediatorem, które ustalają alimenty (art. 15 ust. 4 pkt 3 lit. b ustawy o pomocy osobom uprawnionym do alimentów),',
      'zaświadczenie komornika o bezskuteczności egzekucji. Jeżeli go nie masz, ośrodek sam poprosi o nie komornika, który ma na to 14 dni (art. 15 ust. 5–6),',
      'oświadczenie o nauce w szkole lub w szkole wyższej – dla osoby, która skończyła 18 lat (art. 15 ust. 4 pkt 3 lit. d),',
      'orzeczenie o znacznym stopniu niepełnosprawności – jeżeli osoba uprawniona je ma,',
      'postanowienie sądu o ustanowieniu opiekuna prawnego – jeżeli wniosek składa opiekun prawny (art. 15 ust. 4 pkt 3 lit. c),',
      'dokumenty o utracie albo uzyskaniu dochodu – jeżeli ktoś w rodzinie stracił albo uzyskał dochód (art. 15 ust. 4a),',
      'dokument tożsamości (do wglądu),',
      documents.bankAccount,
    ),
    forms: ['/documents/FA/wniosek_fundusz_alimentacyjny.pdf', '/documents/FA/oswiadczenie_o_dochodach_fa.pdf'],
    next: [
      'Ośrodek ustala prawo do świadczeń i wypłaca je w terminach z tabeli w części „Okres świadczeniowy i terminy wypłaty” (art. 20 ust. 4–8 ustawy o pomocy osobom uprawnionym do alimentów).',
      'Świadczenia wypłacamy co miesiąc (art. 20 ust. 1 ustawy o pomocy osobom uprawnionym do alimentów).',
      'Ośrodek zawiadamia gminę, w której mieszka dłużnik. Ta gmina podejmuje działania wobec dłużnika (art. 3 ust. 5 i art. 4–5 ustawy o pomocy osobom uprawnionym do alimentów).',
      steps.appeal,
      'Każdą zmianę, która może wpłynąć na świadczenie – na przykład nowy dochód albo alimenty, które dłużnik jednak zapłacił – zgłoś od razu w ośrodku (art. 19 ust. 1 ustawy o pomocy osobom uprawnionym do alimentów).',
    ],
    deadline:
      'Okres świadczeniowy trwa od 1 października do 30 września następnego roku (art. 2 pkt 8 ustawy o pomocy osobom uprawnionym do alimentów). Wnioski na nowy okres przyjmujemy od 1 sierpnia, a przez internet – od 1 lipca (art. 20 ust. 3).',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'alimonyFund',
  perPerson: amounts.alimonyFund.incomeLimit,
  needsChildren: true,
  reducedAboveThreshold: true,
};
