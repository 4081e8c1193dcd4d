/**
 * The frame's words as the server and the islands see them in either language: their types, and the centre's
 * Polish phrases in the frame of a page.
 */
import { frameWords as polish } from './pl/frame.ts';
import type { Translation } from './translation.ts';

export type FrameWords = Translation<typeof polish>;

/** What the header's island and the search results say: the frame's `islands`, given to them whole. */
export type IslandWords = FrameWords['islands'];

/**
 * A phrase of the centre's contact data, written in Polish in src/domain/centre/centre.ts ('Kasa',
 * 'poniedziałek–piątek'), in the frame's words when the frame has it, else as it is, marked Polish in another frame.
 */
export function contactPhrase(words: FrameWords, phrase: string): { text: string; lang?: 'pl' } {
  const names = Object.keys(polish.contact) as (keyof FrameWords['contact'])[];
  const key = names.find((name) => polish.contact[name] === phrase);
  if (key) return { text: words.contact[key] };
  return words.islands.lang === 'pl' ? { text: phrase } : { text: phrase, lang: 'pl' };
}

/** The `lang` of Polish words (the centre's name, a Polish page's title) in the frame of `words`: none in Polish. */
export function polishLang(words: FrameWords): 'pl' | undefined {
  return words.islands.lang === 'pl' ? undefined : 'pl';
}
