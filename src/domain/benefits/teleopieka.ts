import { asList } from '../../util/lists.ts';
import type { Benefit } from './types.ts';

/** Teleopieka (/teleopieka). */
export const benefit: Benefit = {
  amounts: ['telecare'],
  timeline: ['telecare.edition2025'],
  guide: {
    section: 'secretariat',
    kind: 'withoutDecision',
    ways: ['Osobiście w ośrodku albo telefonicznie.', 'W Twoim imieniu może to zrobić także ktoś bliski.'],
    bring: asList('nic nie musisz przygotowywać – pracownik ośrodka pomoże Ci wypełnić zgłoszenie.'),
    next: [
      'Pracownik ośrodka sprawdzi, czy spełniasz warunki.',
      'Po zakwalifikowaniu otrzymasz opaskę bezpieczeństwa i dowiesz się, jak z niej korzystać.',
    ],
    deadline: 'Liczba miejsc jest ograniczona. O wolne miejsca i o kolejną edycję teleopieki zapytaj w Sekretariacie.',
  },
};
