import { asList } from '../../util/lists.ts';
import { periodText } from '../timeline/status.ts';
import { timeline } from '../timeline/timeline.ts';
import type { Benefit } from './types.ts';

/** Asystent osobisty osoby z niepełnosprawnością (/asystent-osobisty). */
export const benefit: Benefit = {
  amounts: ['personalAssistant'],
  timeline: [
    'personalAssistant.applications2026',
    'personalAssistant.edition2024',
    'personalAssistant.edition2025',
    'personalAssistant.edition2026',
  ],
  guide: {
    section: 'secretariat',
    kind: 'withoutDecision',
    ways: [
      'Zadzwoń albo przyjdź do Sekretariatu i zapytaj, kiedy ruszy nabór do kolejnej edycji.',
      'W czasie naboru kartę zgłoszenia składasz w ośrodku.',
    ],
    bring: asList(
      'kartę zgłoszenia do programu,',
      'kopię orzeczenia o niepełnosprawności albo o stopniu niepełnosprawności,',
      'oświadczenie asystenta (załącznik nr 7 do programu) – jeżeli wskazujesz własnego asystenta.',
    ),
    forms: [
      '/documents/programy_realizowane_przez_ops/asystent_karta_zgloszenia.pdf',
      '/documents/programy_realizowane_przez_ops/asystent_zalacznik_7.pdf',
    ],
    next: [
      'Ośrodek sprawdzi, czy spełniasz warunki programu opisane niżej.',
      'O wynik naboru i o to, od kiedy asystent będzie Ci pomagać, zapytaj w Sekretariacie.',
    ],
    deadline: `Nabór do edycji 2026 trwał ${periodText(timeline.personalAssistant.applications2026)}. Termin kolejnego naboru poda Sekretariat.`,
  },
};
