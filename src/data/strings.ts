/** Words the interactive parts of the page say, kept apart from the components that show them. */
export const strings = {
  /** Told to screen-reader users after every link that opens in a new tab. */
  newTab: 'otwiera się w nowej karcie',
  header: {
    homeLink: 'Strona główna',
    mainNav: 'Menu główne',
    contact: 'Kontakt',
    menu: 'Menu',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    accessibility: 'Ułatwienia dostępu',
    darkMode: 'Tryb ciemny',
    admin: 'Panel administratora',
    social: 'Facebook ośrodka',
    overview: 'Przegląd',
  },
  accessibilityPanel: {
    title: 'Ułatwienia dostępu',
    textSize: 'Rozmiar tekstu',
    sizeNames: ['mały', 'standardowy', 'duży'] as const,
    smaller: 'Zmniejsz tekst',
    larger: 'Powiększ tekst',
    darkMode: 'Tryb ciemny',
    close: 'Zamknij panel',
    cookieNotice:
      'Ta strona nie używa plików cookies do śledzenia. W pamięci przeglądarki zapisuje tylko Twoje ustawienia wyświetlania (rozmiar tekstu i tryb ciemny), aby obowiązywały na każdej stronie.',
    privacyLink: 'Polityka prywatności i plików cookies',
  },
  search: {
    label: 'Szukaj w serwisie',
    placeholder: 'Szukaj, np. zasiłek',
    submit: 'Szukaj',
    results: 'Wyniki wyszukiwania',
    loading: 'Szukam…',
    none: 'Nic nie znaleziono. Spróbuj innego słowa.',
    count: (n: number) => `Znaleziono: ${n}`,
    allResults: 'Pokaż wszystkie wyniki',
    unavailable: 'Wyszukiwarka jest chwilowo niedostępna. Skorzystaj z menu lub mapy strony.',
    needsJavaScript: 'Wyszukiwarka działa po włączeniu JavaScriptu. Poniżej znajdziesz listę wszystkich stron serwisu.',
  },
  /** Shown instead of an island that cannot work with JavaScript turned off. */
  needsJavaScript: {
    news: 'Aktualności wyświetlają się po włączeniu JavaScriptu w przeglądarce. Informacje o formach pomocy znajdziesz w menu strony.',
    article: 'Treść aktualności wyświetla się po włączeniu JavaScriptu w przeglądarce.',
    files: 'Pliki dodane przez administratora wyświetlają się po włączeniu JavaScriptu w przeglądarce. Formularze wymienione wyżej są dostępne zawsze.',
    socialEmbed: 'Podgląd profilu wyświetla się po włączeniu JavaScriptu. Profil otworzysz odnośnikiem powyżej.',
  },
} as const;
