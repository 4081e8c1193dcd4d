import type { ApplicationGuide } from './types.ts';

/** Social assistance benefits, by the route of the benefit's page. */
export const socialAssistanceGuides: Record<string, ApplicationGuide> = {
  '/zasilek-staly': {
    section: 'socialAssistance',
    ways: [
      'Osobiście – w sekretariacie ośrodka albo u pracownika socjalnego z Twojego rejonu (rejony są na stronie „Kadra”).',
      'Pocztą – na adres ośrodka.',
      'Jeżeli nie możesz przyjść, zadzwoń: pracownik socjalny może przyjść do Ciebie.',
    ],
    bring: [
      'wniosek o przyznanie świadczenia z pomocy społecznej,',
      'dowód osobisty albo inny dokument tożsamości,',
      'orzeczenie o stopniu niepełnosprawności albo o niezdolności do pracy (nie dotyczy osób w wieku emerytalnym),',
      'dokumenty o dochodach wszystkich osób we wspólnym gospodarstwie z miesiąca przed złożeniem wniosku,',
      'oświadczenie o dochodach i oświadczenie o stanie majątkowym,',
      'numer rachunku bankowego, jeżeli zasiłek ma przychodzić na konto.',
    ],
    forms: [
      '/documents/PS/wniosek_o_pomoc_spoleczna.pdf',
      '/documents/PS/oswiadczenie_o_dochodach.pdf',
      '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf',
    ],
    next: [
      'Pracownik socjalny umówi się z Tobą na rodzinny wywiad środowiskowy – rozmowę o Twojej sytuacji, dochodach i majątku, zwykle w Twoim domu (art. 106 ust. 4 i art. 107 ust. 1 ustawy o pomocy społecznej).',
      'Ośrodek wydaje decyzję – zwykle w ciągu miesiąca, w trudnej sprawie w ciągu dwóch miesięcy (art. 35 Kodeksu postępowania administracyjnego).',
      'Jeżeli nie zgadzasz się z decyzją, w ciągu 14 dni od jej otrzymania możesz złożyć odwołanie – za pośrednictwem ośrodka (art. 129 Kodeksu postępowania administracyjnego).',
    ],
    deadline:
      'Wniosek możesz złożyć w każdej chwili. Zasiłek przysługuje od miesiąca, w którym złożysz wniosek z dokumentami (art. 106 ust. 3 ustawy o pomocy społecznej).',
  },
};
