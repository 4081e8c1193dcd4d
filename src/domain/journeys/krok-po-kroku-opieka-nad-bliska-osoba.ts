import { amount, t } from './text.ts';
import type { Journey } from './types.ts';

/**
 * Opiekuję się bliską osobą, która nie radzi sobie sama (/krok-po-kroku-opieka-nad-bliska-osoba). Beyond the
 * pages it links: the district team rules on disability, for a child under 16 and on its degree above (art. 6b
 * ustawy o rehabilitacji zawodowej i społecznej oraz zatrudnianiu osób niepełnosprawnych); ZUS pays the care
 * supplement to a pensioner unable to live on their own or aged 75 (art. 75 ustawy o emeryturach i rentach z
 * Funduszu Ubezpieczeń Społecznych), and the support benefit to an adult whose need of support the regional
 * team has assessed (ustawa z dnia 7 lipca 2023 r. o świadczeniu wspierającym).
 */
export const journey: Journey = {
  steps: [
    {
      title: 'Porozmawiaj z pracownikiem socjalnym',
      who: { centre: 'socialAssistance' },
      text: [
        'Pracownik socjalny pomoże Ci ustalić, czego potrzebuje Twoja bliska osoba i jaką pomoc możecie dostać. Rozmowa i porady są bez względu na dochód (art. 45 ust. 4 i art. 46 ust. 1 ustawy o pomocy społecznej).',
      ],
      links: ['/praca-socjalna'],
    },
    {
      title: 'Złóż wniosek o orzeczenie o niepełnosprawności',
      who: 'disabilityTeam',
      text: [
        'Orzeczenie jest potrzebne do większości świadczeń. Dziecko do 16 lat dostaje orzeczenie o niepełnosprawności, a osoba starsza – o stopniu niepełnosprawności (art. 6b ustawy o rehabilitacji zawodowej i społecznej oraz zatrudnianiu osób niepełnosprawnych).',
      ],
      elsewhere: {
        href: 'https://www.niepelnosprawni.gov.pl',
        text: 'Pełnomocnik Rządu do Spraw Osób Niepełnosprawnych – niepelnosprawni.gov.pl',
      },
    },
    {
      title: 'Złóż wniosek o zasiłek pielęgnacyjny',
      who: { centre: 'familyBenefits' },
      text: [
        t`Zasiłek wynosi ${amount('nursingAllowance.monthly')} miesięcznie, bez względu na dochód. Przysługuje osobie z orzeczeniem i każdemu po 75. urodzinach (art. 16 ustawy o świadczeniach rodzinnych).`,
      ],
      deadline:
        'W ciągu 3 miesięcy od wydania orzeczenia – wtedy zasiłek przysługuje od miesiąca, w którym złożono wniosek o orzeczenie (art. 24 ust. 2a ustawy o świadczeniach rodzinnych).',
      apply: 'familyBenefit',
      links: ['/zasilek-pielegnacyjny'],
    },
    {
      logic: 'or',
      title: 'Bliska osoba ma emeryturę lub rentę? Zapytaj o dodatek pielęgnacyjny',
      who: 'zus',
      text: [
        'ZUS wypłaca dodatek pielęgnacyjny osobie, która nie może żyć samodzielnie albo skończyła 75 lat (art. 75 ustawy o emeryturach i rentach z Funduszu Ubezpieczeń Społecznych). Z zasiłkiem pielęgnacyjnym nie można go łączyć (art. 16 ust. 6 ustawy o świadczeniach rodzinnych).',
      ],
      elsewhere: { href: 'https://www.zus.pl', text: 'Zakład Ubezpieczeń Społecznych – zus.pl' },
    },
    {
      title: 'Opiekujesz się dzieckiem z orzeczeniem? Złóż wniosek o świadczenie pielęgnacyjne',
      who: { centre: 'familyBenefits' },
      text: [
        t`Świadczenie wynosi ${amount('nursingBenefit.monthly')} miesięcznie. Jest dla opiekuna dziecka do 18 lat, który może przy tym pracować (art. 17 ustawy o świadczeniach rodzinnych).`,
      ],
      deadline:
        'W ciągu 3 miesięcy od wydania orzeczenia – wtedy świadczenie przysługuje od miesiąca wniosku o orzeczenie (art. 24 ust. 2a ustawy o świadczeniach rodzinnych).',
      apply: 'familyBenefit',
      links: ['/swiadczenie-pielegnacyjne'],
    },
    {
      logic: 'or',
      title: 'Bliska osoba jest dorosła? Zapytaj o świadczenie wspierające',
      who: 'zus',
      text: [
        'Świadczenie wspierające wypłaca ZUS dorosłej osobie z niepełnosprawnością. Najpierw wojewódzki zespół do spraw orzekania o niepełnosprawności ocenia, ile wsparcia potrzebuje (ustawa o świadczeniu wspierającym).',
      ],
      elsewhere: { href: 'https://www.zus.pl', text: 'Zakład Ubezpieczeń Społecznych – zus.pl' },
    },
    {
      title: 'Złóż wniosek o usługi opiekuńcze w domu',
      who: { centre: 'careServices' },
      text: [
        'Opiekunka pomoże w zakupach, sprzątaniu, higienie i pielęgnacji. Zakres usług i opłatę ośrodek ustala w decyzji (art. 50 ustawy o pomocy społecznej).',
      ],
      apply: 'centreDecision',
      links: ['/uslugi-opiekuncze', '/opieka-75', '/specjalistyczne-uslugi-opiekuncze'],
    },
    {
      logic: 'and',
      title: 'Zapytaj o opaskę bezpieczeństwa i asystenta osobistego',
      who: { centre: 'secretariat' },
      text: [
        'Opaska wezwie pomoc jednym przyciskiem. Asystent pomaga osobie z niepełnosprawnością wyjść z domu i załatwić sprawy. Ośrodek przyjmuje zgłoszenia, gdy ma wolne miejsca w programie.',
      ],
      links: ['/teleopieka', '/asystent-osobisty'],
    },
    {
      title: 'Gdy opieka w domu nie wystarcza, złóż wniosek o dom pomocy społecznej',
      who: { centre: 'socialAssistance' },
      text: [
        t`Dom pomocy społecznej zapewnia opiekę przez całą dobę. Mieszkaniec płaci najwyżej ${amount('socialWelfareHome.residentMaxShareOfIncome')} swojego dochodu (art. 61 ustawy o pomocy społecznej).`,
      ],
      apply: 'centreDecision',
      links: ['/domy-pomocy-spolecznej'],
    },
  ],
};
