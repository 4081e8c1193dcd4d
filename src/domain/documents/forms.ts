import type { SiteDocument } from './types.ts';

/**
 * Application forms and statements, one list per section of the downloads page, in the folders by subject. Benefit pages link the same files. The real forms are supplied by the centre;
 * until then each file is a marked sample (`npm run documents`).
 */
export const forms = {
  socialAssistance: [
    {
      href: '/documents/PS/wniosek_o_pomoc_spoleczna.pdf',
      title: 'Wniosek o przyznanie świadczenia z pomocy społecznej',
    },
    { href: '/documents/PS/oswiadczenie_o_dochodach.pdf', title: 'Oświadczenie o dochodach' },
    { href: '/documents/PS/oswiadczenie_o_stanie_majatkowym.pdf', title: 'Oświadczenie o stanie majątkowym' },
    { href: '/documents/PS/wniosek_o_uslugi_opiekuncze.pdf', title: 'Wniosek o przyznanie usług opiekuńczych' },
    {
      href: '/documents/PS/wniosek_o_skierowanie_do_dps.pdf',
      title: 'Wniosek o skierowanie do domu pomocy społecznej',
    },
  ],
  familyBenefits: [
    {
      href: '/documents/SR/wniosek_o_zasilek_rodzinny.pdf',
      title: 'Wniosek o ustalenie prawa do zasiłku rodzinnego oraz dodatków do zasiłku rodzinnego',
    },
    {
      href: '/documents/SR/wniosek_o_zasilek_pielegnacyjny.pdf',
      title: 'Wniosek o ustalenie prawa do zasiłku pielęgnacyjnego',
    },
    {
      href: '/documents/SR/wniosek_o_swiadczenie_pielegnacyjne.pdf',
      title: 'Wniosek o ustalenie prawa do świadczenia pielęgnacyjnego',
    },
    {
      href: '/documents/SR/wniosek_o_swiadczenie_rodzicielskie.pdf',
      title: 'Wniosek o ustalenie prawa do świadczenia rodzicielskiego',
    },
    {
      href: '/documents/SR/wniosek_o_jednorazowa_zapomoge.pdf',
      title: 'Wniosek o ustalenie prawa do jednorazowej zapomogi z tytułu urodzenia się dziecka',
    },
    {
      href: '/documents/SR/wniosek_za_zyciem.pdf',
      title: 'Wniosek o jednorazowe świadczenie z tytułu urodzenia dziecka („Za życiem”)',
    },
  ],
  maintenanceFund: [
    {
      href: '/documents/FA/wniosek_fundusz_alimentacyjny.pdf',
      title: 'Wniosek o ustalenie prawa do świadczeń z funduszu alimentacyjnego',
    },
    {
      href: '/documents/FA/oswiadczenie_o_dochodach_fa.pdf',
      title: 'Oświadczenie członka rodziny o dochodach (fundusz alimentacyjny)',
    },
  ],
  schoolScholarships: [
    { href: '/documents/SS/wniosek_o_stypendium_szkolne.pdf', title: 'Wniosek o przyznanie stypendium szkolnego' },
    { href: '/documents/SS/wniosek_o_zasilek_szkolny.pdf', title: 'Wniosek o przyznanie zasiłku szkolnego' },
    {
      href: '/documents/SS/regulamin_pomocy_materialnej.pdf',
      title: 'Uchwała w sprawie regulaminu udzielania pomocy materialnej o charakterze socjalnym dla uczniów',
    },
  ],
  housingAllowance: [
    { href: '/documents/DM/wniosek_o_dodatek_mieszkaniowy.pdf', title: 'Wniosek o przyznanie dodatku mieszkaniowego' },
    { href: '/documents/DM/deklaracja_o_dochodach.pdf', title: 'Deklaracja o dochodach gospodarstwa domowego' },
    {
      href: '/documents/DM/zaswiadczenie_zarzadcy.pdf',
      title: 'Zaświadczenie zarządcy budynku o wydatkach na lokal mieszkalny',
    },
  ],
  largeFamilyCards: [
    { href: '/documents/DR/wniosek_karta_duzej_rodziny.pdf', title: 'Wniosek o przyznanie Karty Dużej Rodziny' },
    { href: '/documents/DR/oswiadczenie_kdr.pdf', title: 'Oświadczenia do wniosku o Kartę Dużej Rodziny' },
  ],
  gdprClauses: [
    {
      href: '/documents/RODO/klauzula_informacyjna_ogolna.pdf',
      title: 'Klauzula informacyjna – informacje ogólne o przetwarzaniu danych',
    },
    {
      href: '/documents/RODO/klauzula_pomoc_spoleczna.pdf',
      title: 'Klauzula informacyjna – pomoc społeczna, wspieranie rodziny i piecza zastępcza',
    },
    {
      href: '/documents/RODO/klauzula_swiadczenia_rodzinne.pdf',
      title: 'Klauzula informacyjna – świadczenia rodzinne',
    },
  ],
  personalAssistant: [
    {
      href: '/documents/programy_realizowane_przez_ops/asystent_karta_zgloszenia.pdf',
      title: 'Karta zgłoszenia do programu „Asystent osobisty osoby z niepełnosprawnością”',
    },
    {
      href: '/documents/programy_realizowane_przez_ops/asystent_zalacznik_7.pdf',
      title: 'Oświadczenie asystenta wskazanego przez uczestnika (załącznik nr 7)',
    },
  ],
  heatingVoucher: [
    { href: '/documents/BC/wniosek_bon_cieplowniczy.pdf', title: 'Wniosek o wypłatę bonu ciepłowniczego' },
  ],
  whistleblower: [
    {
      href: '/documents/formularz_zgloszenia_naruszenia_prawa.pdf',
      title: 'Formularz zgłoszenia naruszenia prawa (sygnaliści)',
    },
  ],
} as const satisfies Record<string, readonly SiteDocument[]>;
