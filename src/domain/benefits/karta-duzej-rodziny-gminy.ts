import { asList } from '../../util/lists.ts';
import type { Benefit } from './types.ts';

/** Gminna Karta Dużej Rodziny (/karta-duzej-rodziny-gminy). */
export const benefit: Benefit = {
  centre: 'nowy-tomysl',
  amounts: ['municipalCard'],
  guide: {
    section: 'largeFamilyCard',
    kind: 'withoutDecision',
    ways: ['Osobiście – w siedzibie ośrodka.'],
    bring: asList(
      'wypełniony wniosek o przystąpienie do gminnego programu,',
      'jeżeli rodzina nie ma jeszcze ogólnopolskiej Karty Dużej Rodziny – także wniosek o tę kartę (opis na stronie „Karta Dużej Rodziny”).',
    ),
    forms: ['/documents/DR/wniosek_gminna_karta_duzej_rodziny.pdf'],
    next: [
      'Od kiedy rodzina może korzystać z uprawnień programu, zapytaj na stanowisku do spraw Karty Dużej Rodziny – numer telefonu jest wyżej.',
    ],
    deadline: 'Wniosek możesz złożyć, gdy rodzina spełnia warunki programu opisane wyżej.',
  },
};
