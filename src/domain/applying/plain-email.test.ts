import { describe, expect, it } from 'vitest';
import { emailApplicationSentences } from './plain-email.ts';

describe('emailApplicationSentences', () => {
  it('finds advice to send an application, an appeal or a Ukrainian заява by e-mail', () => {
    expect(
      emailApplicationSentences(
        'Zadzwoń do nas. Wniosek możesz też wysłać e-mailem na adres ośrodka. Odwołanie prześlij mailem. Заяву надішліть електронною поштою.',
      ),
    ).toEqual([
      'Wniosek możesz też wysłać e-mailem na adres ośrodka.',
      'Odwołanie prześlij mailem.',
      'Заяву надішліть електронною поштою.',
    ]);
  });

  it('keeps the sentence whole across abbreviations, so the two words are seen together', () => {
    expect(emailApplicationSentences('Wniosek wyślij np. e-mailem.')).toEqual(['Wniosek wyślij np. e-mailem.']);
  });

  it('reads each line as a block of its own, as a list item is', () => {
    expect(
      emailApplicationSentences('Tą samą drogą złożysz wniosek o dostępność\n* E-mail: dostepnosc@example.pl'),
    ).toEqual([]);
  });

  it('leaves warnings, e-mail for questions, and e-Doręczenia alone', () => {
    expect(
      emailApplicationSentences(
        'Nie wysyłaj wniosku zwykłym e-mailem. Zwykły e-mail nie wystarczy. Pytania wyślij e-mailem. Wniosek wyślij przez e-Doręczenia. Заяву не надсилайте електронною поштою.',
      ),
    ).toEqual([]);
  });
});
