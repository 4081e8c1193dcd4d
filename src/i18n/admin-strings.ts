/**
 * Every word of the administrator's panel: sign-in, lists, forms, uploads. Apart from `strings` so that no visitor
 * downloads them: only the panel's code imports this module. The panel's name itself, which the header's button
 * also says, is `strings.admin.title`.
 */
import { plural } from '../util/plural.ts';

export const adminStrings = {
  signOut: 'Wyloguj się',
  /** While the stored session is read (and refreshed) after the button is pressed. */
  checkingSession: 'Sprawdzanie sesji…',
  checkingRights: 'Sprawdzanie uprawnień…',
  noRights: 'Brak uprawnień do edycji',
  noRightsMessage: (email: string) =>
    `Konto ${email} nie ma uprawnień do dodawania ani zmieniania treści strony. Jeśli powinno je mieć, skontaktuj się z administratorem systemu.`,
  login: {
    email: 'Adres e-mail',
    password: 'Hasło',
    showPassword: 'Pokaż hasło',
    hidePassword: 'Ukryj hasło',
    submit: 'Zaloguj się',
    submitting: 'Logowanie…',
    note: 'Konta administratorów zakłada administrator systemu. Jeśli potrzebujesz dostępu, skontaktuj się z nim.',
    emailMissing: 'Podaj adres e-mail.',
    emailInvalid: 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
    passwordMissing: 'Podaj hasło.',
    wrongCredentials: 'Nieprawidłowy adres e-mail lub hasło',
    tooManyAttempts: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za kilka minut.',
    failed: 'Wystąpił błąd podczas logowania',
  },
  panel: {
    signedInAs: (email: string) => `Zalogowano jako ${email}`,
    connected: 'Połączono z bazą danych.',
    connecting: 'Łączenie z bazą danych…',
    disconnected: 'Brak połączenia z bazą danych.',
    live: 'Synchronizacja na żywo jest aktywna: zmiany widzą od razu wszyscy odwiedzający stronę.',
    /** The heading of the red banner that gives the reason of a failure. */
    connectionError: 'Błąd połączenia',
    sections: 'Sekcje panelu',
    newsTab: (count: number) => `Aktualności (${count})`,
    filesTab: (count: number) => `Pliki (${count})`,
  },
  /** Why the database refused a write (src/api/write-refusals.ts). */
  refusals: {
    stale:
      'Ktoś inny zmienił ten element, odkąd go otwarto. Twoje zmiany nie zostały zapisane: wczytaj nowszą wersję i wprowadź je ponownie.',
    inBin: 'Ten element jest w koszu. Przywróć go z kosza, zanim go zmienisz.',
    tooFar: 'Datę publikacji można ustawić najwyżej rok naprzód.',
    unchanged:
      'Nic nie zostało zapisane: ten element już nie istnieje albo to konto nie może go zmienić. Odśwież listę.',
  },
  /** Paging through the panel's lists, 25 rows at a time, and searching them. */
  paging: {
    position: (page: number, pages: number) => `Strona ${page} z ${pages}`,
    searchNews: 'Szukaj w tytułach aktualności',
    searchFiles: 'Szukaj w nazwach plików',
    searchHint: 'Lista pokazuje tylko pasujące pozycje.',
    newsCount: (count: number) =>
      `${count} ${plural(count, { one: 'aktualność', few: 'aktualności', many: 'aktualności' })}`,
    filesCount: (count: number) => `${count} ${plural(count, { one: 'plik', few: 'pliki', many: 'plików' })}`,
    nothingFound: (text: string) => `Nic nie pasuje do „${text}”.`,
  },
  news: {
    add: 'Dodaj aktualność',
    /** The note above the add form, around the asterisk itself. */
    requiredBeforeMark: 'Pola oznaczone gwiazdką (',
    requiredAfterMark: ') są wymagane.',
    fields: {
      title: 'Tytuł',
      content: 'Treść',
      contentHint: 'Każda nowa linia będzie osobnym akapitem.',
      image: 'Adres obrazu (opcjonalnie)',
      imageHint: 'Albo wybierz obraz z komputera poniżej.',
      imagePreview: 'Podgląd obrazu',
      pictureFile: 'Obraz z komputera (opcjonalnie)',
      pictureFileHint: 'JPEG, PNG lub WebP, do 10 MB. Zostanie zmniejszony do 1600 pikseli szerokości przed wysłaniem.',
      pictureChosen: (name: string) => `Wybrano: ${name}`,
      pictureRemove: 'Usuń wybrany obraz',
      pictureUnreadable: 'Nie udało się odczytać tego obrazu. Wybierz inny plik JPEG, PNG lub WebP.',
      alt: 'Tekst alternatywny: co widać na obrazku',
      altHint: 'Krótko, dla osób niewidomych, np. „Wolontariusze wydają paczki żywnościowe przed ośrodkiem”.',
      decorative: 'Obraz jest tylko ozdobą i nie wymaga opisu',
      altMissing: 'Opisz, co widać na obrazku, albo zaznacz, że jest tylko ozdobą.',
    },
    invalidImageUrl: 'Adres obrazu musi być pełnym adresem zaczynającym się od http:// lub https://.',
    empty: 'Brak aktualności. Dodaj pierwszą aktualność!',
    edit: 'Edytuj',
    /** Names that tell the buttons and forms of one item from the others'. */
    editLabel: (title: string) => `Edytuj: ${title}`,
    editFormLabel: (title: string) => `Edycja: ${title}`,
    removeLabel: (title: string) => `Usuń: ${title}`,
    save: 'Zapisz',
    confirmRemoveTitle: 'Usunąć aktualność?',
    confirmRemove:
      'Czy na pewno chcesz usunąć tę aktualność? Zostanie usunięta na stałe, dla wszystkich użytkowników strony.',
    confirmRemoveButton: 'Usuń aktualność',
    added: 'Aktualność została dodana.',
    updated: 'Zmiany w aktualności zostały zapisane.',
    removed: 'Aktualność została usunięta.',
    addFailed: 'Wystąpił błąd podczas dodawania aktualności. Spróbuj ponownie.',
    updateFailed: 'Wystąpił błąd podczas aktualizacji aktualności. Spróbuj ponownie.',
    removeFailed: 'Wystąpił błąd podczas usuwania aktualności. Spróbuj ponownie.',
    /** The banner's reason when the error says nothing more specific. */
    addFallback: 'Nie udało się dodać aktualności',
    updateFallback: 'Nie udało się zaktualizować aktualności',
    removeFallback: 'Nie udało się usunąć aktualności',
  },
  files: {
    add: 'Dodaj plik',
    file: 'Plik z komputera',
    fileHint: 'PDF do 20 MB albo obraz JPEG, PNG lub WebP do 10 MB. Możesz też przeciągnąć plik na to pole.',
    chosen: (name: string, size: string) => `Wybrano: ${name} (${size})`,
    clearFile: 'Usuń wybrany plik',
    orUrl: 'albo podaj adres pliku, który jest już w internecie',
    url: 'Adres pliku (URL)',
    urlHint: 'Pełny adres pliku, np. https://example.pl/dokumenty/wniosek.pdf',
    fileOrUrlMissing: 'Wybierz plik z komputera albo podaj adres pliku.',
    name: 'Nazwa (opcjonalnie)',
    nameHint: 'Bez nazwy zostanie użyta nazwa pliku.',
    description: 'Opis (opcjonalnie)',
    category: 'Kategoria',
    list: 'Dodane pliki',
    empty: 'Nie dodano jeszcze żadnych plików.',
    removeLabel: (name: string) => `Usuń plik: ${name}`,
    confirmRemoveTitle: 'Usunąć plik?',
    confirmRemove:
      'Czy na pewno chcesz usunąć ten plik z listy? Zostanie usunięty na stałe, dla wszystkich użytkowników strony.',
    confirmRemoveButton: 'Usuń plik',
    added: 'Plik został dodany.',
    removed: 'Plik został usunięty.',
    addFailed: 'Wystąpił błąd podczas przesyłania pliku.',
    removeFailed: 'Wystąpił błąd podczas usuwania pliku. Spróbuj ponownie.',
    addFallback: 'Nie udało się dodać pliku',
    removeFallback: 'Nie udało się usunąć pliku',
  },
  /** Sending files and pictures: progress and every refusal, before or after the upload. */
  upload: {
    progress: 'Postęp wysyłania',
    sending: (percent: number) => `Wysyłanie: ${percent}%`,
    wrongType: 'Ten rodzaj pliku nie jest dozwolony. Można dodać PDF albo obraz JPEG, PNG lub WebP.',
    wrongPictureType: 'Ten rodzaj pliku nie jest dozwolony. Wybierz obraz JPEG, PNG lub WebP.',
    tooLarge: (size: string, limit: string) => `Plik jest za duży (${size}). Największy dozwolony rozmiar to ${limit}.`,
    empty: 'Ten plik jest pusty. Wybierz inny plik.',
    contentMismatch:
      'Zawartość pliku nie zgadza się z jego rodzajem (na przykład strona internetowa zapisana jako PDF). Wybierz właściwy plik.',
    refusedTooLarge: 'Serwer odrzucił plik, bo jest za duży.',
    refusedType: 'Serwer odrzucił plik: ten rodzaj pliku albo jego zawartość nie jest dozwolona.',
    refusedName: 'Serwer odrzucił nazwę pliku. Zmień nazwę pliku i spróbuj ponownie.',
    alreadyExists: 'Plik o tej nazwie już istnieje. Spróbuj ponownie.',
    objectNotRemoved: 'Nie udało się usunąć pliku z serwera, więc wpis został bez zmian. Spróbuj ponownie za chwilę.',
  },
} as const;
