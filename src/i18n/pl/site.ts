/**
 * The words visitors of the Polish pages meet outside the frame (`./frame.ts`): the news, the numbered pages of a
 * list, the files, the social profile, the backend's failures, grouped by the part that shows them. The income
 * self-check has its own (`./self-check.ts`), the administrator's panel its own (`./panel.ts`, `./two-step.ts`).
 * A message that takes values is in the format of `../message.ts`. One term names one thing: both administrator
 * dialogs are the 'Panel administratora', and an ellipsis is always '…'.
 */
export const siteWords = {
  /** Told to screen-reader users after every link that opens in a new tab. */
  newTab: 'otwiera się w nowej karcie',
  close: 'Zamknij',
  cancel: 'Anuluj',
  remove: 'Usuń',
  /** Read before each field's error message by screen readers, so that it is not told apart by colour alone. */
  errorPrefix: 'Błąd:',
  /** Shown instead of an island that cannot work with JavaScript turned off. */
  needsJavaScript: {
    news: 'Aktualności wyświetlają się po włączeniu JavaScriptu w przeglądarce. Informacje o formach pomocy znajdziesz w menu strony.',
    article: 'Treść aktualności wyświetla się po włączeniu JavaScriptu w przeglądarce.',
    files:
      'Pliki dodane przez administratora wyświetlają się po włączeniu JavaScriptu w przeglądarce. Formularze wymienione wyżej są dostępne zawsze.',
    socialEmbed: 'Podgląd profilu wyświetla się po włączeniu JavaScriptu. Profil otworzysz odnośnikiem powyżej.',
  },
  news: {
    loading: 'Ładowanie aktualności…',
    none: 'Brak aktualności do wyświetlenia.',
    loadFailed: 'Nie udało się wczytać aktualności. Sprawdź połączenie z internetem lub spróbuj ponownie później.',
    readMore: 'Czytaj dalej →',
    all: 'Wszystkie aktualności',
    related: 'Inne aktualności',
    notFound: 'Aktualność nie znaleziona',
    notFoundMessage: 'Przepraszamy, nie można znaleźć tej aktualności.',
    backToList: 'Wróć do listy aktualności',
    /** The numbered pages of the list and the archive by year, linked without JavaScript. */
    listTitle: 'Aktualności',
    pageTitle: 'Aktualności – strona {page}',
    pages: 'Strony listy aktualności',
    archive: 'Archiwum aktualności',
    archiveIntro: 'Wszystkie aktualności z wybranego roku, od najnowszych:',
    yearTitle: 'Aktualności z {year} roku',
    yearPages: 'Strony aktualności z {year} roku',
    yearLink: '{year} ({count})',
    feed: 'Kanał RSS z aktualnościami',
    feedNote: '– nowe komunikaty w czytniku kanałów.',
  },
  /** The numbered pages of a long list (news, files of a category). */
  pagination: {
    /** Read before a page number: "Strona 2". */
    page: 'Strona',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
  },
  /** Files registered by link: the downloads page and the panel's files tab. */
  files: {
    loading: 'Ładowanie plików…',
    none: 'Administrator nie dodał jeszcze żadnych plików.',
    loadFailed: 'Nie udało się wczytać plików',
    /** Category names as residents read them, in the order the downloads page lists them. */
    categories: { general: 'Ogólne', programs: 'Programy', rodo: 'RODO' },
    /** File types as residents read them, beside each file's name. */
    types: { image: 'obraz', pdf: 'PDF' },
    /** The name of a file whose address gives none. */
    unnamed: 'Plik bez nazwy',
    invalidUrl: 'Nieprawidłowy format adresu URL',
    /** The link under a category on the downloads page, to its own page with every file. */
    allOfCategory: 'Wszystkie pliki w kategorii „{category}” ({count})',
    categoryTitle: 'Pliki do pobrania: {category}',
    categoryPages: 'Strony listy plików „{category}”',
    backToDownloads: 'Pliki do pobrania',
  },
  socialEmbed: {
    /** The consent note, around the link to the privacy policy. */
    consentBeforeLink:
      'Możesz wyświetlić tu najnowsze wpisy z naszego profilu. Zostaną wtedy pobrane z serwisu Facebook, który może zapisać w Twojej przeglądarce własne pliki cookies i przetwarzać dane o Twojej wizycie (szczegóły w',
    privacyLink: 'polityce prywatności',
    consentAfterLink: ').',
    show: 'Pokaż wpisy z Facebooka',
    frameTitle: 'Wpisy z profilu ośrodka na Facebooku',
  },
  /** What a failure from the backend means, in words a resident understands. */
  errors: {
    network: 'Błąd połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
    sessionExpired: 'Sesja wygasła. Wyloguj się i zaloguj ponownie, aby odświeżyć sesję.',
    forbidden: 'Brak uprawnień do tej operacji. To konto nie może zmieniać treści strony.',
    invalidData:
      'Dane nie spełniają wymagań: sprawdź, czy wypełniono wymagane pola, a adresy zaczynają się od http:// lub https://.',
  },
  admin: {
    /** The name of both dialogs (sign-in and panel) and of the header button that opens them. */
    title: 'Panel administratora',
  },
} as const;
