import { amount, t } from './text.ts';
import type { Journey } from './types.ts';

/**
 * Pomoc dla obywateli Ukrainy (/krok-po-kroku-pomoc-dla-obywateli-ukrainy), in Ukrainian in
 * ./uk/krok-po-kroku-pomoc-dla-obywateli-ukrainy.ts with the same steps. What changed in 2026 (ustawa z dnia
 * 23 stycznia 2026 r., Dz.U. z 2026 r. poz. 203) is for the centre to check with each family, as its pages say.
 */
export const journey: Journey = {
  steps: [
    {
      title: 'Zadzwoń albo przyjdź do ośrodka',
      who: { centre: 'socialAssistance' },
      text: [
        'Pracownik socjalny sprawdzi z Tobą, jaką pomoc możesz dostać i jakie dokumenty są potrzebne. To zależy od dokumentu, na podstawie którego jesteś w Polsce (art. 5 i 5a ustawy o pomocy społecznej).',
      ],
      apply: 'centreDecision',
      links: ['/pomoc-dla-obywateli-ukrainy'],
    },
    {
      logic: 'and',
      title: 'Zapytaj o posiłek dla dzieci',
      who: { centre: 'socialAssistance' },
      text: [
        t`Dzieci i młodzież mogą dostać posiłek przez okres do ${amount('ukraineAid.childMealsPeriod')} (ustawa o pomocy obywatelom Ukrainy).`,
      ],
      apply: 'centreDecision',
      links: ['/posilek-w-szkole'],
    },
    {
      title: 'Masz dzieci? Zadzwoń do działu świadczeń rodzinnych',
      who: { centre: 'familyBenefits' },
      text: [
        'Sprawdzimy, jakie przepisy dotyczą Twojej rodziny, zanim złożysz wniosek. Przygotuj numery PESEL – swój i dzieci.',
      ],
      apply: 'familyBenefit',
      links: ['/swiadczenia-rodzinne-ukraina'],
    },
    {
      logic: 'and',
      title: 'Zapytaj w ZUS o świadczenie wychowawcze 800+ i „Dobry start”',
      who: 'zus',
      text: [
        'Tych świadczeń nie przyznaje ośrodek, tylko ZUS (art. 13 ustawy o pomocy państwa w wychowywaniu dzieci).',
      ],
      apply: 'zusChildBenefit',
      elsewhere: { href: 'https://www.zus.pl', text: 'Zakład Ubezpieczeń Społecznych – zus.pl' },
    },
    {
      title: 'Szukasz pracy? Zarejestruj się w urzędzie pracy',
      who: 'labourOffice',
      text: [
        'Urząd pracy pomaga znaleźć pracę i kurs (ustawa z dnia 20 marca 2025 r. o rynku pracy i służbach zatrudnienia).',
      ],
      elsewhere: { href: 'https://psz.praca.gov.pl', text: 'Urzędy pracy – praca.gov.pl' },
    },
  ],
};
