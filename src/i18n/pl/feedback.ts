/**
 * What 'Czy ta strona była pomocna?' says on a Polish page. Apart from `./site.ts`: the question's script loads its
 * language's words only when a visitor presses a button, and the pages carry just the question and its two answers.
 * The Ukrainian pages have the same words in `../uk/feedback.ts`, typed from these.
 */
export const feedbackWords = {
  lang: 'pl' as const,
  question: 'Czy ta strona była pomocna?',
  yes: 'Tak',
  no: 'Nie',
  thanks: 'Dziękujemy za odpowiedź.',
  commentLabel: 'Czego zabrakło na tej stronie? (nieobowiązkowe)',
  /** Read out with the field: what not to write. */
  warning:
    'Nie wpisuj imion i nazwisk, numeru PESEL, adresu ani informacji o zdrowiu. Piszesz anonimowo, więc nie odpowiemy na tę wiadomość.',
  /** The centre does not answer here; who needs an answer calls. */
  noReply: 'Jeśli potrzebujesz odpowiedzi, zadzwoń do ośrodka: {phone}.',
  send: 'Wyślij',
  sending: 'Wysyłanie…',
  tooLong:
    'Komentarz może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}. Skróć go, aby wysłać.',
  /**
   * The answer was not stored: too many at once; too many from this connection today; the day's answers all taken
   * (both with the phone, for whoever needs the centre today); no connection; refused.
   */
  busy: 'Za dużo odpowiedzi naraz. Spróbuj ponownie za minutę.',
  limitToday:
    'Z tego połączenia wysłano dziś już bardzo wiele odpowiedzi. Spróbuj ponownie jutro albo zadzwoń do ośrodka: {phone}.',
  fullToday:
    'Na dziś zebraliśmy już tyle odpowiedzi, ile możemy przyjąć. Spróbuj ponownie jutro albo zadzwoń do ośrodka: {phone}.',
  offline: 'Nie udało się wysłać odpowiedzi: brak połączenia. Twój tekst został w polu – spróbuj ponownie.',
  refused: 'Nie udało się zapisać odpowiedzi. Spróbuj ponownie później.',
};
