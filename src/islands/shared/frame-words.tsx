import { createContext, use } from 'react';
import type { IslandWords } from '../../i18n/frame/index.ts';

/**
 * The frame's words in the page's language. An island gets them as a prop from its Astro wrapper and gives them to
 * its components here, so that its code holds no words and a page loads only its own language's
 * (src/i18n/frame/index.ts).
 */
export const FrameWordsContext = createContext<IslandWords | null>(null);

export function useFrameWords(): IslandWords {
  const words = use(FrameWordsContext);
  if (!words) throw new Error('useFrameWords: no FrameWordsContext above this component');
  return words;
}

/** The `lang` of Polish words (a page's Polish title) in this frame: none in a Polish one. */
export function polishIn(words: IslandWords): 'pl' | undefined {
  return words.lang === 'pl' ? undefined : 'pl';
}
