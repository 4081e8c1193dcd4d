import { asList } from '../../util/lists.ts';
import type { Benefit } from './types.ts';

/** Czyste Powietrze – zaświadczenie o dochodach (/czyste-powietrze). */
export const benefit: Benefit = {
  guide: {
    section: 'secretariat',
    kind: 'centreDecision',
    ways: ['Osobiście – w siedzibie ośrodka.'],
    bring: asList(
      'wniosek o wydanie zaświadczenia – wpisz w nim osoby, które tworzą Twoje gospodarstwo domowe, i ich dochody.',
    ),
    forms: ['/documents/programy_realizowane_przez_ops/czyste_powietrze_wniosek_o_zaswiadczenie.pdf'],
    next: [
      'Ośrodek sprawdzi wniosek i wyda zaświadczenie. Może poprosić o dokumenty, które potwierdzają dochody.',
      'Zaświadczenie dołącz do wniosku o dofinansowanie, który składasz w wojewódzkim funduszu.',
    ],
    deadline:
      'Wniosek możesz złożyć w każdej chwili. Jak długo trzeba czekać na zaświadczenie, zapytaj w Sekretariacie.',
  },
};
