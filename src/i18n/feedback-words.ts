/**
 * What 'Czy ta strona była pomocna?' says, in the page's language. Kept apart from `strings.ts`: the question's
 * script loads one language's words only when a visitor presses a button, and the pages carry just the question
 * and its two answers.
 */
export interface FeedbackWords {
  question: string;
  yes: string;
  no: string;
  thanks: string;
  commentLabel: string;
  /** Read out with the field: what not to write. */
  warning: string;
  /** The centre does not answer here; who needs an answer calls. */
  noReply: (phone: string) => string;
  send: string;
  sending: string;
  tooLong: (max: number) => string;
  /**
   * The answer was not stored: too many at once; too many from this connection today; the day's answers all taken
   * (both with the phone, for whoever needs the centre today); no connection; refused.
   */
  busy: string;
  limitToday: (phone: string) => string;
  fullToday: (phone: string) => string;
  offline: string;
  refused: string;
}

export const feedbackWords: Record<'pl' | 'uk', FeedbackWords> = {
  pl: {
    question: 'Czy ta strona była pomocna?',
    yes: 'Tak',
    no: 'Nie',
    thanks: 'Dziękujemy za odpowiedź.',
    commentLabel: 'Czego zabrakło na tej stronie? (nieobowiązkowe)',
    warning:
      'Nie wpisuj imion i nazwisk, numeru PESEL, adresu ani informacji o zdrowiu. Piszesz anonimowo, więc nie odpowiemy na tę wiadomość.',
    noReply: (phone) => `Jeśli potrzebujesz odpowiedzi, zadzwoń do ośrodka: ${phone}.`,
    send: 'Wyślij',
    sending: 'Wysyłanie…',
    tooLong: (max) => `Komentarz może mieć najwyżej ${max} znaków. Skróć go, aby wysłać.`,
    busy: 'Za dużo odpowiedzi naraz. Spróbuj ponownie za minutę.',
    limitToday: (phone) =>
      `Z tego połączenia wysłano dziś już bardzo wiele odpowiedzi. Spróbuj ponownie jutro albo zadzwoń do ośrodka: ${phone}.`,
    fullToday: (phone) =>
      `Na dziś zebraliśmy już tyle odpowiedzi, ile możemy przyjąć. Spróbuj ponownie jutro albo zadzwoń do ośrodka: ${phone}.`,
    offline: 'Nie udało się wysłać odpowiedzi: brak połączenia. Twój tekst został w polu – spróbuj ponownie.',
    refused: 'Nie udało się zapisać odpowiedzi. Spróbuj ponownie później.',
  },
  uk: {
    question: 'Чи була ця сторінка корисною?',
    yes: 'Так',
    no: 'Ні',
    thanks: 'Дякуємо за відповідь.',
    commentLabel: 'Чого бракувало на цій сторінці? (необов’язково)',
    warning:
      'Не пишіть імен і прізвищ, номера PESEL, адреси чи відомостей про здоров’я. Ви пишете анонімно, тому ми не відповімо на це повідомлення.',
    noReply: (phone) => `Якщо вам потрібна відповідь, зателефонуйте до центру: ${phone}.`,
    send: 'Надіслати',
    sending: 'Надсилання…',
    tooLong: (max) => `Коментар може мати щонайбільше ${max} символів. Скоротіть його, щоб надіслати.`,
    busy: 'Забагато відповідей одночасно. Спробуйте ще раз за хвилину.',
    limitToday: (phone) =>
      `З цього з’єднання сьогодні вже надіслано дуже багато відповідей. Спробуйте ще раз завтра або зателефонуйте до центру: ${phone}.`,
    fullToday: (phone) =>
      `На сьогодні ми вже зібрали стільки відповідей, скільки можемо прийняти. Спробуйте ще раз завтра або зателефонуйте до центру: ${phone}.`,
    offline: 'Не вдалося надіслати відповідь: немає з’єднання. Ваш текст залишився в полі – спробуйте ще раз.',
    refused: 'Не вдалося зберегти відповідь. Спробуйте пізніше.',
  },
};
