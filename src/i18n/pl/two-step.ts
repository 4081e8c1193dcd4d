/**
 * Every word of the two-step sign-in in the administrator's panel: the code after the password, the setup, the
 * section that lists and removes the factor. Imported only by the panel and src/api, like `./panel.ts`.
 */
export const twoStepWords = {
  retry: 'Spróbuj ponownie',
  checking: 'Sprawdzanie weryfikacji dwuetapowej…',
  code: {
    title: 'Weryfikacja dwuetapowa',
    intro: 'Otwórz aplikację uwierzytelniającą na telefonie i wpisz sześciocyfrowy kod, który teraz pokazuje.',
    label: 'Kod z aplikacji uwierzytelniającej',
    hint: 'Sześć cyfr, np. 123456.',
    missing: 'Wpisz sześciocyfrowy kod z aplikacji.',
    invalidFormat: 'Kod to sześć cyfr, bez liter i odstępów.',
    submit: 'Potwierdź kod',
    submitting: 'Sprawdzanie kodu…',
    lostPhone:
      'Nie masz dostępu do aplikacji? Administrator systemu może wyłączyć weryfikację dwuetapową Twojego konta.',
  },
  errors: {
    wrongCode: 'Kod jest nieprawidłowy albo już nieaktualny. Wpisz kod, który aplikacja pokazuje teraz.',
    expired: 'Minął czas na wpisanie kodu. Wpisz kod, który aplikacja pokazuje teraz.',
    tooMany: 'Zbyt wiele błędnych kodów. Odczekaj minutę i spróbuj ponownie.',
    failed: 'Nie udało się sprawdzić kodu. Spróbuj ponownie.',
    setupFailed: 'Nie udało się rozpocząć włączania weryfikacji dwuetapowej. Spróbuj ponownie.',
    removeFailed: 'Nie udało się wyłączyć weryfikacji dwuetapowej. Spróbuj ponownie.',
    loadFailed: 'Nie udało się sprawdzić ustawień weryfikacji dwuetapowej.',
    /** A write the database refused because the session has not passed the second step. */
    writeNeedsCode:
      'Zapis wymaga weryfikacji dwuetapowej. Wyloguj się i zaloguj ponownie, podając kod z aplikacji uwierzytelniającej.',
  },
  setup: {
    title: 'Włącz weryfikację dwuetapową',
    required: 'Weryfikacja dwuetapowa jest obowiązkowa dla administratorów tej strony. Włącz ją, aby otworzyć panel.',
    intro:
      'Po włączeniu przy każdym logowaniu, oprócz hasła, podasz kod z aplikacji uwierzytelniającej na telefonie (np. Google Authenticator, Microsoft Authenticator, FreeOTP).',
    start: 'Włącz weryfikację dwuetapową',
    starting: 'Przygotowywanie…',
    step1: '1. Zeskanuj kod QR aplikacją uwierzytelniającą.',
    qrAlt:
      'Kod QR do zeskanowania aplikacją uwierzytelniającą. Jeśli nie możesz go zeskanować, wpisz klucz podany niżej.',
    step2: '2. Albo wpisz w aplikacji ten klucz ręcznie (typ: oparty na czasie):',
    secretLabel: 'Klucz do wpisania ręcznie',
    /** The secret read out for a screen reader: its groups of four, each character apart ('A B C D, E F G H'). */
    secretSpoken: 'Klucz: {groups}',
    step3: '3. Wpisz kod, który aplikacja pokaże, aby potwierdzić.',
    confirm: 'Potwierdź i włącz',
    cancel: 'Anuluj',
    done: 'Weryfikacja dwuetapowa jest włączona. Przy następnym logowaniu podasz kod z aplikacji.',
  },
  section: {
    title: 'Weryfikacja dwuetapowa',
    on: 'Włączona. Przy logowaniu, oprócz hasła, podajesz kod z aplikacji uwierzytelniającej.',
    off: 'Wyłączona. Do logowania wystarcza hasło.',
    factor: '{name}, dodana {date}',
    defaultName: 'Aplikacja uwierzytelniająca',
    remove: 'Wyłącz weryfikację dwuetapową',
    removeIntro: 'Aby ją wyłączyć, wpisz aktualny kod z aplikacji.',
    removeConfirm: 'Wyłącz',
    removing: 'Wyłączanie…',
    removed: 'Weryfikacja dwuetapowa została wyłączona.',
    requiredNote: 'Weryfikacja dwuetapowa jest obowiązkowa dla administratorów tej strony.',
  },
} as const;
