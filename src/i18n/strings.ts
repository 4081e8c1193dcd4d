/**
 * Every word the interactive parts of the site say to visitors (islands, their data modules and error messages),
 * in one place, grouped by the part that shows them; the administrator's panel has its own, `admin-strings.ts`,
 * and the frame of every page (header, menu, search, accessibility panel, footer), in Polish and Ukrainian, its
 * own, `frame/`.
 * A message that takes values is a function. One term names one thing: both administrator dialogs are the
 * 'Panel administratora', and an ellipsis is always '…'.
 */
export const strings = {
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
    pageTitle: (page: number) => `Aktualności – strona ${page}`,
    pages: 'Strony listy aktualności',
    archive: 'Archiwum aktualności',
    archiveIntro: 'Wszystkie aktualności z wybranego roku, od najnowszych:',
    yearTitle: (year: number) => `Aktualności z ${year} roku`,
    yearPages: (year: number) => `Strony aktualności z ${year} roku`,
    yearLink: (year: number, count: number) => `${year} (${count})`,
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
    allOfCategory: (category: string, count: number) => `Wszystkie pliki w kategorii „${category}” (${count})`,
    categoryTitle: (category: string) => `Pliki do pobrania: ${category}`,
    categoryPages: (category: string) => `Strony listy plików „${category}”`,
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
  /** The income self-check ("Sprawdź, jaka pomoc może Ci przysługiwać"): form, messages, result, table. */
  selfCheck: {
    form: {
      persons: {
        label: 'Liczba osób w gospodarstwie domowym',
        hint: 'Wszystkie osoby, które mieszkają razem i wspólnie się utrzymują, łącznie z Tobą.',
      },
      income: {
        label: 'Miesięczny dochód netto całego gospodarstwa domowego (zł)',
        hint: 'Suma dochodów wszystkich osób po odliczeniu podatku i składek, np. 2500 albo 2 500,50.',
      },
      optional: {
        legend: 'Dodatkowe informacje (nieobowiązkowe)',
        hint: 'Dzięki nim sprawdzisz też pomoc dla seniorów i świadczenia na dzieci.',
      },
      personsAged75: {
        label: 'Ile osób w gospodarstwie ma 75 lat lub więcej',
      },
      disability: {
        label: 'Czy w gospodarstwie jest osoba z orzeczeniem o niepełnosprawności',
        hint: 'Zaznacz, jeśli tak. Przy zasiłku rodzinnym wyższy próg obowiązuje, gdy orzeczenie ma dziecko.',
      },
      children: {
        label: 'Ile dzieci w wieku do 24 lat',
        hint: 'Potrzebne do sprawdzenia świadczeń na dzieci.',
      },
      submit: 'Sprawdź',
    },

    errors: {
      persons: {
        missing: 'Podaj liczbę osób w gospodarstwie domowym.',
        notWhole: 'Wpisz liczbę osób cyframi, jako liczbę całkowitą, np. 3.',
        outOfRange: (min: number, max: number) => `Liczba osób musi wynosić od ${min} do ${max}.`,
      },
      income: {
        missing: 'Podaj miesięczny dochód netto gospodarstwa domowego. Jeśli gospodarstwo nie ma dochodu, wpisz 0.',
        notAnAmount: 'Wpisz kwotę cyframi, np. 2500, 2 500 albo 2 500,50.',
        negative: 'Dochód nie może być ujemny. Jeśli gospodarstwo nie ma dochodu, wpisz 0.',
        tooManyDecimals:
          'Podaj kwotę z dokładnością do groszy: najwyżej 2 cyfry po przecinku. Tysiące oddziel spacją, np. 1 234,50.',
        tooLarge: 'Ta kwota jest za duża. Podaj miesięczny dochód gospodarstwa w złotych.',
      },
      count: {
        notWhole: 'Wpisz liczbę całkowitą cyframi, np. 1, albo zostaw pole puste.',
        negative: 'Ta liczba nie może być ujemna.',
      },
      personsAged75AbovePersons: (persons: number) =>
        `Osób w wieku 75 lat lub więcej nie może być więcej niż wszystkich osób w gospodarstwie (${persons}).`,
      childrenAbovePersons: (persons: number) =>
        `Dzieci nie może być więcej niż wszystkich osób w gospodarstwie (${persons}).`,
      childrenAndSeniorsAbovePersons: (persons: number) =>
        `Dzieci razem z osobami w wieku 75 lat lub więcej jest więcej niż wszystkich osób w gospodarstwie (${persons}).`,
    },

    result: {
      heading: 'Wynik sprawdzenia',
      summary: {
        intro: 'Sprawdzono dla tych danych:',
        persons: 'Liczba osób',
        householdIncome: 'Dochód gospodarstwa',
        perPersonIncome: 'Dochód na osobę',
        personsAged75: 'Osoby w wieku 75 lat lub więcej',
        children: 'Dzieci w wieku do 24 lat',
        disability: 'Osoba z orzeczeniem o niepełnosprawności',
        yes: 'tak',
        no: 'nie',
      },
      guide:
        'To tylko wskazówka, a nie decyzja. O przyznaniu pomocy ośrodek decyduje po złożeniu wniosku i sprawdzeniu dokumentów, a gdy wymagają tego przepisy – także po rodzinnym wywiadzie środowiskowym, który przeprowadza pracownik socjalny. Każde świadczenie ma też inne warunki i własne zasady liczenia dochodu (na przykład z innego okresu) – znajdziesz je na jego stronie.',
      qualifying: 'Może Ci przysługiwać',
      noneQualifying: 'Przy podanym dochodzie nie mieścisz się w progu dochodowym żadnego ze sprawdzanych świadczeń.',
      exceeded: 'Próg dochodowy przekroczony',
      exceededIntro:
        'Dochód jest wyższy niż próg tych świadczeń. Niektóre z nich mogą jednak przysługiwać w niższej kwocie – wtedy piszemy o tym przy świadczeniu.',
      withoutIncomeTest: 'Bez kryterium dochodowego',
      withoutIncomeTestIntro:
        'Te świadczenia nie zależą od dochodu. Mogą Ci przysługiwać, jeśli spełniasz warunki opisane na ich stronach.',
      /** One-person household: its whole income against the threshold. */
      figuresSingle: (income: string, threshold: string) => `dochód ${income}, próg ${threshold}`,
      figuresPerPerson: (income: string, threshold: string) => `dochód na osobę ${income}, próg ${threshold}`,
      excessSingle: (excess: string) => `dochód przekracza próg o ${excess}`,
      /** Exact, unlike the per-person figure rounded to the grosz, which may even equal the threshold. */
      excessHousehold: (persons: number, limit: string, excess: string) =>
        `dochód gospodarstwa przekracza próg dla ${persons} osób (${limit}) o ${excess}`,
      childrenHint: {
        before: 'Aby sprawdzić także świadczenia na dzieci,',
        link: 'podaj liczbę dzieci w wieku do 24 lat',
        after: '.',
      },
      personsAged75Hint: {
        before: 'Aby sprawdzić także program dla seniorów,',
        link: 'podaj liczbę osób w wieku 75 lat lub więcej',
        after: '.',
      },
    },

    /** Extra words next to a benefit, in the result and in the table. */
    notes: {
      permanentAllowance:
        'Zasiłek stały wymaga też całkowitej niezdolności do pracy z powodu wieku lub niepełnosprawności.',
      purposeAllowance:
        'W szczególnie uzasadnionych przypadkach ośrodek może przyznać specjalny zasiłek celowy także przy wyższym dochodzie.',
      housingAllowance: 'Liczy się też powierzchnia mieszkania.',
      heatingVoucher: 'Tylko dla gospodarstw ogrzewanych ciepłem systemowym.',
      reducedAboveThreshold:
        'Przy przekroczeniu progu świadczenie może przysługiwać w niższej kwocie (zasada „złotówka za złotówkę”).',
      needsChildren: 'Dla rodzin z dziećmi.',
      needsPersonAged75: 'Dla osób, które ukończyły 75 lat.',
      disabledVariant: (threshold: string) =>
        `Próg ${threshold} na osobę, gdy w rodzinie jest dziecko z orzeczeniem o niepełnosprawności.`,
    },

    thresholds: {
      caption: 'Progi dochodowe świadczeń – miesięczny dochód netto',
      benefit: 'Świadczenie',
      single: 'Gospodarstwo jednoosobowe',
      perPerson: 'Gospodarstwo wieloosobowe – na osobę',
      conditions: 'Warunki i uwagi',
      noConditions: 'brak',
      withoutIncomeTest: 'Bez kryterium dochodowego – dochód nie ma znaczenia:',
    },

    needsJavaScript:
      'Formularz działa po włączeniu JavaScriptu w przeglądarce. Wszystkie progi dochodowe znajdziesz w tabeli poniżej.',
  },
} as const;
