/**
 * The site's map: every menu entry and home-page card, read by the header, the home page and the footer.
 * Order and nesting follow the specification (000 §2.2, §2.3); change them here and nowhere else.
 */
export interface NavEntry {
  /** Stable identifier, also used for element ids. */
  id: string;
  /** Short label shown in menus and as a card heading. */
  title: string;
  /** One sentence for cards. */
  description: string;
  /** Root-relative route. */
  link: string;
  children?: NavEntry[];
}

export interface NavGroup {
  id: string;
  title: string;
  entries: NavEntry[];
}

function entry(link: string, title: string, description: string, children?: NavEntry[]): NavEntry {
  return { id: link.slice(1), title, description, link, ...(children ? { children } : {}) };
}

const cashBenefits = [
  entry('/zasilek-staly', 'Zasiłek stały', 'Comiesięczne wsparcie dla osób całkowicie niezdolnych do pracy z powodu wieku lub niepełnosprawności.'),
  entry('/zasilek-okresowy', 'Zasiłek okresowy', 'Pomoc na czas długotrwałej choroby, niepełnosprawności, bezrobocia lub braku uprawnień do innych świadczeń.'),
  entry('/zasilek-celowy', 'Zasiłek celowy i specjalny zasiłek celowy', 'Pieniądze na konkretną, niezbędną potrzebę: żywność, leki, opał, odzież, remont.'),
  entry('/posilek-w-szkole', 'Posiłek w szkole i w domu', 'Posiłki dla dzieci i dorosłych oraz świadczenie na zakup żywności w ramach programu rządowego.'),
  entry('/pomoc-materialna-stypendium', 'Stypendium i zasiłek szkolny', 'Pomoc materialna dla uczniów z rodzin o niskich dochodach.'),
];

const nonCashBenefits = [
  entry('/uslugi-opiekuncze', 'Usługi opiekuńcze', 'Pomoc w codziennych czynnościach w domu dla osób samotnych, starszych i chorych.'),
  entry('/opieka-75', 'Opieka 75+', 'Program wsparcia usług opiekuńczych dla osób, które ukończyły 75 lat.'),
  entry('/specjalistyczne-uslugi-opiekuncze', 'Specjalistyczne usługi opiekuńcze', 'Usługi dla osób z zaburzeniami psychicznymi, dostosowane do rodzaju schorzenia.'),
  entry('/domy-pomocy-spolecznej', 'Domy pomocy społecznej', 'Całodobowa opieka dla osób, które nie mogą samodzielnie funkcjonować w domu.'),
  entry('/schronienie', 'Schronienie', 'Miejsce w schronisku, noclegowni lub ogrzewalni dla osób w kryzysie bezdomności.'),
  entry('/wynagrodzenie-za-opieke', 'Wynagrodzenie za sprawowanie opieki', 'Wynagrodzenie dla opiekunów prawnych przyznane przez sąd.'),
  entry('/swiadczenia-opieki-zdrowotnej', 'Świadczenia opieki zdrowotnej', 'Prawo do bezpłatnego leczenia dla osób bez ubezpieczenia zdrowotnego.'),
  entry('/sprawienie-pogrzebu', 'Sprawienie pogrzebu', 'Pogrzeb organizowany przez ośrodek, gdy nie może tego zrobić rodzina.'),
  entry('/interwencja-kryzysowa', 'Interwencja kryzysowa', 'Natychmiastowa pomoc w nagłej, trudnej sytuacji życiowej.'),
  entry('/praca-socjalna', 'Praca socjalna i poradnictwo', 'Rozmowa, wsparcie i porady specjalistów: prawne, psychologiczne, rodzinne.'),
];

const familyBenefits = [
  entry('/zasilek-rodzinny', 'Zasiłek rodzinny z dodatkami', 'Comiesięczne świadczenie na dzieci dla rodzin o niskich dochodach, wraz z dodatkami.'),
  entry('/zasilek-pielegnacyjny', 'Zasiłek pielęgnacyjny', 'Świadczenie na częściowe pokrycie wydatków na opiekę, bez kryterium dochodowego.'),
  entry('/swiadczenie-pielegnacyjne', 'Świadczenie pielęgnacyjne', 'Świadczenie dla opiekunów osób z niepełnosprawnością.'),
  entry('/swiadczenie-rodzicielskie', 'Świadczenie rodzicielskie', 'Comiesięczne świadczenie dla rodziców, którzy nie otrzymują zasiłku macierzyńskiego.'),
  entry('/jednorazowa-zapomoga', 'Jednorazowa zapomoga z tytułu urodzenia dziecka', 'Jednorazowe świadczenie po urodzeniu się dziecka, tzw. becikowe.'),
  entry('/dodatek-mieszkaniowy', 'Dodatek mieszkaniowy', 'Pomoc w opłatach za mieszkanie dla gospodarstw o niskich dochodach.'),
  entry('/za-zyciem', 'Świadczenie „Za życiem”', 'Jednorazowe świadczenie po urodzeniu dziecka z ciężkim i nieodwracalnym upośledzeniem.'),
  entry('/fundusz-alimentacyjny', 'Fundusz alimentacyjny', 'Świadczenia dla dzieci, gdy egzekucja alimentów jest bezskuteczna.'),
];

const ukraineAid = [
  entry('/swiadczenia-rodzinne-ukraina', 'Świadczenia rodzinne dla obywateli Ukrainy', 'Zasady przyznawania świadczeń rodzinnych obywatelom Ukrainy.'),
];

export const forms: NavGroup = {
  id: 'formy-pomocy',
  title: 'Formy pomocy',
  entries: [
    entry('/pomoc-spoleczna', 'Pomoc społeczna', 'Świadczenia pieniężne i niepieniężne dla osób i rodzin w trudnej sytuacji.', [
      entry('/swiadczenia-pieniezne', 'Świadczenia pieniężne', 'Zasiłki i pomoc finansowa z pomocy społecznej.', cashBenefits),
      entry('/swiadczenia-niepieniezne', 'Świadczenia niepieniężne', 'Usługi, opieka, schronienie i inne formy pomocy rzeczowej.', nonCashBenefits),
    ]),
    entry('/swiadczenia-rodzinne', 'Świadczenia rodzinne', 'Zasiłki i świadczenia dla rodzin z dziećmi oraz opiekunów.', familyBenefits),
    entry('/pomoc-dla-obywateli-ukrainy', 'Pomoc dla obywateli Ukrainy', 'Wsparcie dla osób, które przybyły z Ukrainy po 24 lutego 2022 r.', ukraineAid),
    entry('/zespol-interdyscyplinarny', 'Zespół interdyscyplinarny', 'Przeciwdziałanie przemocy domowej i procedura „Niebieskie Karty”.'),
    entry('/nowotomyski-klub-seniora', 'Nowotomyski Klub Seniora', 'Miejsce spotkań i zajęć dla seniorów w wieku 60+.'),
  ],
};

export const specialPrograms: NavGroup = {
  id: 'programy-specjalne',
  title: 'Programy specjalne',
  entries: [
    entry('/karta-duzej-rodziny', 'Karta Dużej Rodziny', 'Ogólnopolski system zniżek dla rodzin z co najmniej trojgiem dzieci.'),
    entry('/karta-duzej-rodziny-gminy', 'Gminna Karta Dużej Rodziny', 'Lokalne uprawnienia i ulgi dla dużych rodzin z naszej gminy.'),
    entry('/wielkopolska-karta-rodziny', 'Wielkopolska Karta Rodziny', 'Regionalny program zniżek dla rodzin wielodzietnych.'),
    entry('/asystent-osobisty', 'Asystent osobisty', 'Program „Asystent osobisty osoby z niepełnosprawnością”.'),
    entry('/czyste-powietrze', 'Czyste Powietrze', 'Zaświadczenie o dochodach do programu „Czyste Powietrze”.'),
    entry('/program-fundusze-europejskie-pomoc-zywnosciowa', 'Pomoc żywnościowa', 'Program Fundusze Europejskie na Pomoc Żywnościową.'),
    entry('/teleopieka', 'Teleopieka', 'Opaska bezpieczeństwa i całodobowe centrum alarmowe dla seniorów.'),
    entry('/bon-cieplowniczy', 'Bon ciepłowniczy', 'Jednorazowe wsparcie dla gospodarstw ogrzewanych ciepłem systemowym.'),
  ],
};

export const centreInfo: NavGroup = {
  id: 'informacje-o-osrodku',
  title: 'Informacje o ośrodku',
  entries: [
    entry('/o-osrodku', 'O ośrodku', 'Zadania, podstawy prawne i dokumenty ośrodka.'),
    entry('/programy', 'Programy', 'Programy realizowane przez ośrodek i ich dokumenty.'),
    entry('/kadra', 'Kadra', 'Działy, pracownicy, pokoje i numery telefonów.'),
    entry('/ochrona-danych-osobowych', 'Ochrona danych osobowych', 'Inspektor ochrony danych i klauzule informacyjne.'),
    entry('/zamowienia-publiczne', 'Zamówienia publiczne', 'Postępowania o udzielenie zamówienia publicznego.'),
    entry('/pliki-do-pobrania', 'Pliki do pobrania', 'Wnioski, oświadczenia i formularze do wydrukowania.'),
    entry('/kontakt', 'Kontakt', 'Adres, telefony, godziny pracy i dane do przelewów.'),
  ],
};

/** The three dropdown groups of the main navigation, in order. */
export const navigation: NavGroup[] = [forms, specialPrograms, centreInfo];

/** Where the Contact button and links lead: the contact section of the home page. */
export const contactLink = '/#contact';

function flatten(entries: NavEntry[]): NavEntry[] {
  return entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
}

/** Every entry of every group, depth first. */
export const allEntries: NavEntry[] = navigation.flatMap((group) => flatten(group.entries));

/** Looks an entry up by its route; throws so that a typo in a card list fails the build. */
export function entryFor(link: string): NavEntry {
  const found = allEntries.find((e) => e.link === link);
  if (!found) throw new Error(`Brak wpisu nawigacji dla ścieżki ${link} (src/data/navigation.ts)`);
  return found;
}

/** Home page, spec 000 §2.3: the 11 social-assistance cards and the assistance-forms list. */
export const homeHelpCards: NavEntry[] = [
  '/pomoc-spoleczna', '/dodatek-mieszkaniowy', '/interwencja-kryzysowa', '/pomoc-dla-obywateli-ukrainy',
  '/pomoc-materialna-stypendium', '/opieka-75', '/posilek-w-szkole', '/teleopieka', '/schronienie',
  '/sprawienie-pogrzebu', '/wynagrodzenie-za-opieke',
].map(entryFor);

export const homeAssistanceForms: NavEntry[] = [
  '/zasilek-staly', '/zasilek-okresowy', '/zasilek-celowy', '/swiadczenia-opieki-zdrowotnej', '/praca-socjalna',
  '/uslugi-opiekuncze', '/specjalistyczne-uslugi-opiekuncze', '/domy-pomocy-spolecznej',
].map(entryFor);

/** Index pages' cards (spec 001 §2). */
export const indexCards = {
  cash: cashBenefits,
  nonCash: nonCashBenefits,
  family: familyBenefits.slice(0, 5),
  socialAssistance: forms.entries[0]!.children!,
} as const;

export interface FooterLink {
  title: string;
  link: string;
  /** Opens in a new tab; the footer says so to screen readers. */
  newTab?: boolean;
}

/** Footer columns, spec 000 §2.2. Documents (PDFs) are listed in `src/data/documents.ts`. */
export const footerLinks: { help: FooterLink[]; centre: FooterLink[]; programs: FooterLink[] } = {
  help: ['/zasilek-staly', '/zasilek-okresowy', '/zasilek-celowy', '/uslugi-opiekuncze'].map((link) => ({
    title: entryFor(link).title,
    link,
  })),
  centre: [
    ...['/o-osrodku', '/kadra', '/kontakt', '/ochrona-danych-osobowych'].map((link) => ({ title: entryFor(link).title, link })),
    { title: 'Polityka prywatności i plików cookies', link: '/polityka-prywatnosci' },
  ],
  programs: ['/karta-duzej-rodziny', '/asystent-osobisty', '/teleopieka'].map((link) => ({
    title: entryFor(link).title,
    link,
    newTab: true,
  })),
};
