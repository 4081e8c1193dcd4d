import type { SiteDocument } from './types.ts';

/**
 * Documents linked from the pages about the centre: /o-osrodku, /programy, /ochrona-danych-osobowych
 * (forms and the first three information clauses are in forms.ts). The centre's own acts sit directly under
 * /documents/, data protection documents under /documents/RODO/, programme documents under
 * /documents/programy_realizowane_przez_ops/.
 */

/** Legal basis of the centre's work (/o-osrodku). */
export const centreActs = [
  {
    href: '/documents/uchwala_statut_2008.pdf',
    title:
      'Uchwała Rady Miejskiej w Nowym Tomyślu z 2008 r. w sprawie statutu Ośrodka Pomocy Społecznej w Nowym Tomyślu',
  },
  {
    href: '/documents/uchwala_statut_2011.pdf',
    title:
      'Uchwała Rady Miejskiej w Nowym Tomyślu z 2011 r. dotycząca statutu Ośrodka Pomocy Społecznej w Nowym Tomyślu',
  },
  {
    href: '/documents/zarzadzenie_kodeks_etyki.pdf',
    title: 'Zarządzenie Dyrektora Ośrodka w sprawie kodeksu etyki pracowników',
  },
  {
    href: '/documents/zarzadzenie_procedura_zgloszen_wewnetrznych_2024.pdf',
    title: 'Zarządzenie z 2024 r. w sprawie procedury zgłoszeń wewnętrznych (ochrona sygnalistów)',
  },
  { href: '/documents/standardy_ochrony_maloletnich_2024.pdf', title: 'Standardy ochrony małoletnich (2024 r.)' },
  {
    href: '/documents/strategia_rozwiazywania_problemow_spolecznych_2021_2027.pdf',
    title: 'Strategia rozwiązywania problemów społecznych na lata 2021–2027',
  },
] as const satisfies readonly SiteDocument[];

/** Annual asset summaries (/o-osrodku): the state at the end of 2018, 2019, 2021 and 2022. */
export const assetSummaries = [
  { href: '/documents/zestawienie_majatku_2018.pdf', title: 'Zestawienie majątku ośrodka – stan na koniec 2018 r.' },
  { href: '/documents/zestawienie_majatku_2019.pdf', title: 'Zestawienie majątku ośrodka – stan na koniec 2019 r.' },
  { href: '/documents/zestawienie_majatku_2021.pdf', title: 'Zestawienie majątku ośrodka – stan na koniec 2021 r.' },
  { href: '/documents/zestawienie_majatku_2022.pdf', title: 'Zestawienie majątku ośrodka – stan na koniec 2022 r.' },
] as const satisfies readonly SiteDocument[];

/** Programme documents (/programy), grouped as on the page. */
export const programmeDocuments = {
  motivationAllowance: [
    {
      href: '/documents/programy_realizowane_przez_ops/dodatek_motywacyjny_2024_2027_dokument_1.pdf',
      title: 'Dodatek motywacyjny dla pracowników na lata 2024–2027 – dokument 1',
    },
    {
      href: '/documents/programy_realizowane_przez_ops/dodatek_motywacyjny_2024_2027_dokument_2.pdf',
      title: 'Dodatek motywacyjny dla pracowników na lata 2024–2027 – dokument 2',
    },
  ],
  seniors: [
    {
      href: '/documents/programy_realizowane_przez_ops/opieka_75_plus_2024_2025.pdf',
      title: 'Program „Opieka 75+” na lata 2024–2025',
    },
    {
      href: '/documents/programy_realizowane_przez_ops/korpus_wsparcia_seniorow_2023_2025.pdf',
      title: 'Program „Korpus Wsparcia Seniorów” na lata 2023–2025',
    },
  ],
  disability: [
    {
      href: '/documents/programy_realizowane_przez_ops/asystent_osobisty_2024_2025.pdf',
      title: 'Program „Asystent osobisty osoby z niepełnosprawnością” na lata 2024–2025',
    },
  ],
  food: [
    {
      href: '/documents/programy_realizowane_przez_ops/posilek_w_szkole_i_w_domu_2024_2028.pdf',
      title: 'Program „Posiłek w szkole i w domu” na lata 2024–2028',
    },
    {
      href: '/documents/programy_realizowane_przez_ops/posilek_w_szkole_i_w_domu_sprawozdanie_2023.pdf',
      title: 'Sprawozdanie z realizacji programu „Posiłek w szkole i w domu” za 2023 r.',
    },
    {
      href: '/documents/programy_realizowane_przez_ops/posilek_w_szkole_i_w_domu_2019_2023.pdf',
      title: 'Program „Posiłek w szkole i w domu” na lata 2019–2023',
    },
  ],
} as const satisfies Record<string, readonly SiteDocument[]>;

/** Legal basis of data protection (/ochrona-danych-osobowych). */
export const dataProtectionActs = [
  {
    href: '/documents/RODO/rozporzadzenie_ue_2016_679.pdf',
    title: 'Rozporządzenie Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (RODO)',
  },
  {
    href: '/documents/RODO/ustawa_o_ochronie_danych_osobowych_2018.pdf',
    title: 'Ustawa z dnia 10 maja 2018 r. o ochronie danych osobowych',
  },
  {
    href: '/documents/RODO/zarzadzenie_4_2024_inspektor_ochrony_danych.pdf',
    title: 'Zarządzenie Dyrektora nr 4/2024 z dnia 27 lutego 2024 r. w sprawie wyznaczenia Inspektora Ochrony Danych',
  },
] as const satisfies readonly SiteDocument[];

/**
 * Information clauses not already in forms.ts (gdprClauses holds the general one, social assistance and family
 * benefits). Together they are the 15 subjects a resident may ask about.
 */
export const gdprClausesMore = [
  {
    href: '/documents/RODO/klauzula_przemoc_domowa.pdf',
    title: 'Klauzula informacyjna – przeciwdziałanie przemocy domowej',
  },
  {
    href: '/documents/RODO/klauzula_pomoc_materialna_uczniow.pdf',
    title: 'Klauzula informacyjna – pomoc materialna dla uczniów',
  },
  {
    href: '/documents/RODO/klauzula_czyste_powietrze.pdf',
    title: 'Klauzula informacyjna – program „Czyste Powietrze”',
  },
  {
    href: '/documents/RODO/klauzula_fundusz_alimentacyjny.pdf',
    title: 'Klauzula informacyjna – fundusz alimentacyjny',
  },
  {
    href: '/documents/RODO/klauzula_dodatek_mieszkaniowy_energetyczny.pdf',
    title: 'Klauzula informacyjna – dodatek mieszkaniowy i dodatek energetyczny',
  },
  {
    href: '/documents/RODO/klauzula_asystent_osobisty.pdf',
    title: 'Klauzula informacyjna – program „Asystent osobisty osoby z niepełnosprawnością”',
  },
  { href: '/documents/RODO/klauzula_klub_seniora.pdf', title: 'Klauzula informacyjna – Nowotomyski Klub Seniora' },
  { href: '/documents/RODO/klauzula_teleopieka.pdf', title: 'Klauzula informacyjna – teleopieka' },
  {
    href: '/documents/RODO/klauzula_praktykanci_wolontariusze.pdf',
    title: 'Klauzula informacyjna – praktykanci i wolontariusze',
  },
  { href: '/documents/RODO/klauzula_pracownicy.pdf', title: 'Klauzula informacyjna – pracownicy' },
  { href: '/documents/RODO/klauzula_kontrahenci.pdf', title: 'Klauzula informacyjna – kontrahenci' },
  { href: '/documents/RODO/klauzula_kandydaci_do_pracy.pdf', title: 'Klauzula informacyjna – kandydaci do pracy' },
] as const satisfies readonly SiteDocument[];

export const centreDocuments = [
  ...centreActs,
  ...assetSummaries,
  ...Object.values(programmeDocuments).flat(),
  ...dataProtectionActs,
  ...gdprClausesMore,
] as const satisfies readonly SiteDocument[];
