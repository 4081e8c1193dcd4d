import { steps } from './phrases.ts';
import { asList } from '../../util/lists.ts';
import { centre } from '../centre/centre.ts';
import type { Benefit } from './types.ts';

/** Schronienie (/schronienie). */
export const benefit: Benefit = {
  amounts: ['shelter'],
  guide: {
    section: 'socialAssistance',
    kind: 'centreDecision',
    ways: [
      'Zgłoszenie potrzeby – przyjdź do ośrodka albo poproś o zgłoszenie inną osobę, na przykład policjanta, pracownika szpitala lub sąsiada (art. 102 ustawy o pomocy społecznej).',
      'Właściwy jest ośrodek w gminie, w której ostatnio byłaś zameldowana lub byłeś zameldowany na pobyt stały (art. 101 ust. 2 ustawy o pomocy społecznej).',
      'W nagłej sytuacji pomoże Ci też gmina, w której teraz przebywasz (art. 101 ust. 3 ustawy o pomocy społecznej).',
    ],
    bring: asList(
      'dowód osobisty albo inny dokument tożsamości – jeżeli go nie masz, powiedz o tym pracownikowi socjalnemu,',
      'dokumenty o dochodach, jeżeli je masz,',
      'zaświadczenie lekarskie o stanie zdrowia – jeżeli potrzebujesz schroniska z usługami opiekuńczymi.',
    ),
    next: [
      'Wywiad środowiskowy – pracownik socjalny rozmawia z Tobą o Twojej sytuacji, zdrowiu i dochodach (art. 106 ust. 4 ustawy o pomocy społecznej).',
      'Kontrakt socjalny – przy skierowaniu do schroniska podpisujesz z pracownikiem socjalnym pisemną umowę o wspólnych działaniach na rzecz wyjścia z bezdomności. Ten krok dotyczy tylko schroniska (art. 48a ust. 2 ustawy o pomocy społecznej).',
      'Ustalenie odpłatności – ośrodek ustala opłatę za pobyt na podstawie Twojego dochodu (art. 97 ust. 1a ustawy o pomocy społecznej).',
      'Ustalenie miejsca, czasu i warunków – ośrodek wskazuje placówkę, okres pobytu i warunki korzystania ze schronienia.',
      `Wydanie decyzji – ${centre.mayor.nominative} (w jego imieniu ośrodek) wydaje decyzję o przyznaniu schronienia i o odpłatności.`,
      steps.appeal,
    ],
    deadline:
      'Nie ma terminu – zgłoś się, gdy tylko zostaniesz bez dachu nad głową. Schronienie przysługuje każdemu, kto go nie ma (art. 48 ustawy o pomocy społecznej).',
  },
};
