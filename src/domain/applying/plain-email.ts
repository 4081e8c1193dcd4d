/**
 * Sentences that send residents to hand in an application by ordinary e-mail. Under the Kpa an electronic podanie
 * goes to the body's address for electronic delivery with a qualified, trusted or personal signature (art. 63 § 1
 * and § 3a); an e-mail has neither, so the application is left unexamined unless the signature is supplied in time
 * (art. 64 § 2). A sentence that names an application and e-mail is such advice unless it says no ('Nie wysyłaj
 * wniosku zwykłym e-mailem', 'Zwykły e-mail nie wystarczy'). Pure: the texts come in, so the rule is tested alone
 * and tests/content/applying.test.ts holds every page, guide and journey to it.
 */
import { sentences } from '../site/plain-language.ts';

/** Words that name an application, an appeal or another podanie, in Polish and Ukrainian (lower case). */
const APPLICATION = /wnios|podani|odwołani|заяв|звернен|скарг/u;
/** Ordinary e-mail, as the pages could write it. */
const EMAIL = /e-?mail|\bmail(em|owo)|poczt\p{L}* elektroniczn|електронн\p{L}* пошт|імейл|мейл/u;
/** A negation as a word of its own. */
const NEGATION = /(^|[^\p{L}])(nie|не|ні)(?![\p{L}])/u;

/**
 * The sentences of `text` that tell its reader to send an application by e-mail. Each line is a block of its own
 * (a paragraph, a list item), so an item that names e-mail is never read as one sentence with the line before.
 */
export function emailApplicationSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((block) => sentences(block))
    .flatMap((sentence) => sentence.split(/(?<=[.!?])\s+(?=[А-ЯІЇЄҐ])/u))
    .filter((sentence) => {
      const lower = sentence.toLowerCase();
      return APPLICATION.test(lower) && EMAIL.test(lower) && !NEGATION.test(lower);
    });
}
