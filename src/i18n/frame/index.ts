/**
 * The frame's words by language, for the server (Astro components, pages, tests). An island never imports this:
 * its Astro wrapper gives it `islandWords(lang)` as a prop, so each page's island carries one language's words and
 * a Polish page downloads no Ukrainian (e2e/ukrainian.spec.ts checks it).
 */
import type { Lang } from '../../util/current-route.ts';
import { pl, type FrameWords } from './pl.ts';
import { uk } from './uk.ts';

export type { FrameWords };

const byLang: Record<Lang, FrameWords> = { pl, uk };

export function frameWords(lang: Lang): FrameWords {
  return byLang[lang];
}

/** What the header's island and the search results say: the rest of the frame is rendered on the server. */
export type IslandWords = Pick<
  FrameWords,
  'lang' | 'inPolish' | 'newTab' | 'darkMode' | 'pageIn' | 'header' | 'accessibilityPanel' | 'search'
>;

export function islandWords(lang: Lang): IslandWords {
  const { inPolish, newTab, darkMode, pageIn, header, accessibilityPanel, search } = frameWords(lang);
  return { lang, inPolish, newTab, darkMode, pageIn, header, accessibilityPanel, search };
}

/**
 * A phrase of the centre's contact data, written in Polish in src/domain/centre/centre.ts ('Kasa',
 * 'poniedziałek–piątek'), in the frame's words when the frame has it, else as it is, marked Polish in another frame.
 */
export function contactPhrase(words: FrameWords, polish: string): { text: string; lang?: 'pl' } {
  const key = (Object.keys(pl.contact) as (keyof FrameWords['contact'])[]).find((name) => pl.contact[name] === polish);
  if (key) return { text: words.contact[key] };
  return words.lang === 'pl' ? { text: polish } : { text: polish, lang: 'pl' };
}

/** The `lang` of Polish words (the centre's name, a Polish page's title) in the frame of `words`: none in Polish. */
export function polishLang(words: FrameWords | IslandWords): 'pl' | undefined {
  return words.lang === 'pl' ? undefined : 'pl';
}
