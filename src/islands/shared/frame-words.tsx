import { createContext, use } from 'react';
import type { IslandWords } from '../../i18n/frame.ts';
import type { CentreCard } from '../../domain/centre/centre-card.ts';

/**
 * The frame's words in the page's language. An island gets them as a prop from its Astro wrapper and gives them to
 * its components here, so that its code holds no words and a page loads only its own language's
 * (src/i18n/languages.ts).
 */
export const FrameWordsContext = createContext<IslandWords | null>(null);

export function useFrameWords(): IslandWords {
  const words = use(FrameWordsContext);
  if (!words) throw new Error('useFrameWords: no FrameWordsContext above this component');
  return words;
}

/** What the header shows of the centre, given with the frame's words (`centreCard`). */
export const CentreCardContext = createContext<CentreCard | null>(null);

export function useCentreCard(): CentreCard {
  const card = use(CentreCardContext);
  if (!card) throw new Error('useCentreCard: no CentreCardContext above this component');
  return card;
}

/** The `lang` of Polish words (a page's Polish title) in this frame: none in a Polish one. */
export function polishIn(words: IslandWords): 'pl' | undefined {
  return words.lang === 'pl' ? undefined : 'pl';
}
