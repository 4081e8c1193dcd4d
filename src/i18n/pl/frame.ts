/**
 * The frame of every page in Polish: what the header, its menu and search box, the accessibility panel, the search
 * page, the back link, the section label, the footer, the contact block and the not-found page say. The Ukrainian
 * pages have the same words in `../uk/frame.ts`, typed from these, so a key missing there fails `npm run check`.
 *
 * `islands` is what the header's island and the search results say: their Astro wrappers pass it to them whole, so
 * a page carries one language's words (`../languages.ts`). The rest is rendered on the server.
 */
import { siteWords } from './site.ts';

export const frameWords = {
  islands: {
    lang: 'pl' as const,
    /** Said after a link to a page in Polish, on a page in another language. */
    inPolish: 'po polsku',
    /** Told to screen-reader users after every link that opens in a new tab. */
    newTab: siteWords.newTab,
    /** The header button and the switch in the accessibility panel. */
    darkMode: 'Tryb ciemny',
    /** What a search result in another language than the page's is, by that language. */
    pageIn: { pl: 'Strona po polsku', uk: 'Strona po ukraińsku' },
    header: {
      homeLink: 'Strona główna',
      mainNav: 'Menu główne',
      contact: 'Kontakt',
      menu: 'Menu',
      social: 'Facebook ośrodka',
      /** The shield button; the panel it opens is Polish on every page. */
      admin: siteWords.admin.title,
    },
    accessibilityPanel: {
      title: 'Ułatwienia dostępu',
      textSize: 'Rozmiar tekstu',
      sizeNames: ['mały', 'standardowy', 'duży'] as [string, string, string],
      smaller: 'Zmniejsz tekst',
      larger: 'Powiększ tekst',
      close: 'Zamknij panel',
      cookieNotice:
        'Ta strona nie używa plików cookies do śledzenia. W pamięci przeglądarki zapisuje tylko Twoje ustawienia wyświetlania (rozmiar tekstu i tryb ciemny), aby obowiązywały na każdej stronie.',
      privacyLink: 'Polityka prywatności i plików cookies',
    },
    /** The header's search box and the results page. */
    search: {
      label: 'Szukaj w serwisie',
      placeholder: 'Szukaj, np. zasiłek',
      submit: 'Szukaj',
      results: 'Wyniki wyszukiwania',
      loading: 'Szukam…',
      none: 'Nic nie znaleziono. Spróbuj innego słowa.',
      count: 'Znaleziono: {count}',
      allResults: 'Pokaż wszystkie wyniki',
      more: 'Pokaż więcej wyników',
      unavailable: 'Wyszukiwarka jest chwilowo niedostępna. Skorzystaj z menu lub mapy strony.',
      needsJavaScript:
        'Wyszukiwarka działa po włączeniu JavaScriptu. Poniżej znajdziesz listę wszystkich stron serwisu.',
      /** A result that is a news item, with its publication date. */
      news: 'Aktualność z {date}',
      /** Things another office handles, above the results. */
      elsewhere: 'Tego nie załatwisz w ośrodku',
      /** The query spelled as on the pages, when it found nothing; the words before and after the suggestion. */
      didYouMean: { before: 'Czy chodziło Ci o', after: '?' },
      didYouMeanOption: 'Czy chodziło Ci o „{suggestion}”?',
      selfCheck: 'Sprawdź, jaka pomoc może Ci przysługiwać',
      browse: 'Możesz też przejrzeć strony według tematów:',
      call: 'Nie wiesz, czego szukać? Zadzwoń do nas:',
      callOption: 'Zadzwoń do ośrodka: {phone}',
    },
  },
  /** Around the content of a page. */
  page: {
    skipLink: 'Przejdź do treści głównej',
    backLink: 'Powrót do strony głównej',
    reviewed: 'Informacje sprawdzone:',
    /** The page's record (metryczka) under its content. */
    responsible: 'Odpowiada za treść:',
    published: 'Opublikowano:',
    lastChange: 'Ostatnia zmiana:',
    changes: 'Historia zmian strony',
    /** The link to a page's version in this language, from its version in another. */
    thisPage: 'Ta strona po polsku',
    /** The news feed's name in the page's head. */
    feed: 'Aktualności',
  },
  searchPage: {
    title: 'Wyszukiwarka',
    description: 'Wyszukaj informacje o pomocy, świadczeniach i programach na stronie ośrodka.',
    allPages: 'Wszystkie strony serwisu',
    /** Heading of the pages in Ukrainian, first on the Ukrainian search page. */
    ukrainianPages: 'Strony po ukraińsku',
  },
  footer: {
    help: 'Pomoc',
    programs: 'Programy',
    centre: 'Ośrodek',
    documents: 'Dokumenty',
    phone: 'tel.',
    email: 'e-mail:',
    bip: 'Biuletyn Informacji Publicznej',
  },
  /**
   * The contact block and the centre's contact details. The names of the hours and the days are those of
   * src/domain/centre/centre.ts (a unit test holds them together), so that `uk.ts` translates what Polish pages say.
   */
  contact: {
    title: 'Kontakt',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-mail',
    eDelivery: 'Adres do e-Doręczeń',
    officeHours: 'Godziny pracy ośrodka',
    cashDesk: 'Kasa',
    weekdays: 'poniedziałek–piątek',
  },
  /**
   * A journey ('Krok po kroku', src/components/mdx/Journey.astro): a step's number or its link to the step before
   * ('i', 'lub'), the names of its facts, and the line on each page a step links (src/layouts/ContentLayout.astro).
   */
  journey: {
    step: 'Krok',
    and: 'i',
    or: 'lub',
    who: 'Kto',
    centre: 'Ośrodek',
    deadline: 'Termin',
    apply: 'Jak złożyć wniosek',
    partOf: 'Ten krok jest częścią:',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    description: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    intro:
      'Strona, której szukasz, nie istnieje albo została przeniesiona. Sprawdź, czy adres jest wpisany poprawnie, lub wyszukaj informację.',
    /** Heading of the links the page offers: the main sections here, the Ukrainian pages in Ukrainian. */
    pages: 'Najczęściej odwiedzane',
    home: 'Strona główna',
    call: 'Nie możesz znaleźć informacji? Zadzwoń:',
    or: 'lub',
    write: 'napisz do nas',
  },
  /** The three groups of the main menu, in order; pages name them in `parent`. */
  menuGroups: {
    'formy-pomocy': 'Formy pomocy',
    'programy-specjalne': 'Programy specjalne',
    'informacje-o-osrodku': 'Informacje o ośrodku',
  },
  /** The parts of the site a content page can belong to, as the label above its title names them. */
  sections: {
    'pomoc-spoleczna': 'Pomoc społeczna',
    'swiadczenia-rodzinne': 'Świadczenia rodzinne',
    'pomoc-dla-obywateli-ukrainy': 'Pomoc dla obywateli Ukrainy',
    'inne-formy-pomocy': 'Inne formy pomocy',
    'programy-specjalne': 'Programy specjalne',
    'informacje-o-osrodku': 'Informacje o ośrodku',
    'formy-pomocy': 'Formy pomocy',
    serwis: 'O serwisie',
  },
};
