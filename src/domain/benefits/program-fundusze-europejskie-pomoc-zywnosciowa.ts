import { asList } from '../../util/lists.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Fundusze Europejskie na Pomoc Żywnościową (/program-fundusze-europejskie-pomoc-zywnosciowa). */
export const benefit: Benefit = {
  amounts: ['foodAid'],
  timeline: ['foodAid.distribution2025'],
  guide: {
    section: 'socialAssistance',
    kind: 'withoutDecision',
    ways: ['Osobiście w ośrodku albo telefonicznie – porozmawiaj z pracownikiem socjalnym.'],
    bring: asList(
      'dokumenty o dochodach wszystkich osób we wspólnym gospodarstwie domowym – pracownik socjalny sprawdzi, czy dochód mieści się w kryterium programu.',
    ),
    next: [
      'Pracownik socjalny sprawdzi Twoją sytuację i dochód.',
      'Jeżeli spełniasz warunki, dostaniesz skierowanie do organizacji partnerskiej, która wydaje żywność.',
      'Ze skierowaniem odbierzesz żywność w miejscu i terminie, które wskaże organizacja.',
    ],
    deadline:
      'Żywność wydaje się w okresach opisanych niżej, osobno w każdej edycji programu. O to, czy trwa wydawanie, zapytaj w Dziale Pomocy Społecznej.',
  },
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'foodAid',
  single: amounts.foodAid.edition2025.incomeLimitSingle,
  perPerson: amounts.foodAid.edition2025.incomeLimitPerPersonInFamily,
};
