/**
 * The words of the panel's 'Opinie mieszkańców' tab (src/islands/AdminDialog/FeedbackTab.tsx). Apart from
 * `admin-strings.ts` only because the tab is loaded with the panel and nowhere else; the same rules apply.
 */
export const feedbackPanelStrings = {
  tab: 'Opinie mieszkańców',
  intro:
    'Odpowiedzi na pytanie „Czy ta strona była pomocna?” i wyszukiwania, które nic nie znalazły. Nie zawierają danych o tym, kto je wysłał. Po 12 miesiącach usuwają się same.',
  loading: 'Wczytywanie…',
  loadFailed: 'Nie udało się wczytać opinii.',
  pages: {
    heading: 'Odpowiedzi na stronach',
    caption: 'Liczba odpowiedzi „Tak” i „Nie” na każdej stronie, najwięcej „Nie” najpierw',
    page: 'Strona',
    yes30: 'Tak (30 dni)',
    no30: 'Nie (30 dni)',
    yes365: 'Tak (365 dni)',
    no365: 'Nie (365 dni)',
    none: 'Nikt jeszcze nie odpowiedział.',
  },
  comments: {
    heading: 'Komentarze',
    none: 'Brak komentarzy.',
    more: 'Pokaż starsze komentarze',
    on: (page: string, date: string) => `${page}, ${date}`,
    remove: 'Usuń komentarz',
    removeLabel: (date: string) => `Usuń komentarz z ${date}`,
    confirmTitle: 'Usunąć komentarz?',
    confirmMessage: 'Komentarz i odpowiedź „Nie”, z którą go wysłano, zostaną usunięte na zawsze.',
    removed: 'Usunięto komentarz.',
    alreadyGone: 'Tego komentarza już nie ma: ktoś usunął go wcześniej.',
    removeFailed: 'Nie udało się usunąć komentarza.',
  },
  searches: {
    heading: 'Wyszukiwania bez wyników',
    period: 'Okres',
    periods: { 7: 'ostatnie 7 dni', 30: 'ostatnie 30 dni', 365: 'ostatnie 12 miesięcy' } as Record<number, string>,
    caption: (period: string) => `Wyszukiwania bez wyników – ${period}, najczęstsze najpierw`,
    query: 'Wpisane słowa',
    language: 'Język',
    count: 'Ile razy',
    languages: { pl: 'polski', uk: 'ukraiński' } as Record<string, string>,
    none: 'W tym okresie każde wyszukiwanie coś znalazło.',
  },
};
