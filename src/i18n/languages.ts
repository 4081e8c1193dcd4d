/**
 * The dictionaries written in both languages, by language, for what renders pages in either: Astro components, the
 * page tree, tests. An island or a page's script never imports this, or every Polish page would carry the Ukrainian
 * words: its Astro wrapper passes it its language's words (`frame.islands`), or it imports its language's module.
 * A dictionary of both languages is added here, and `./words.test.ts` then holds its two languages together.
 */
import type { Lang } from '../util/current-route.ts';
import type { FrameWords } from './frame.ts';
import type { Translation } from './translation.ts';
import { frameWords as plFrame } from './pl/frame.ts';
import { feedbackWords as plFeedback } from './pl/feedback.ts';
import { figureWords as plFigures } from './pl/figures.ts';
import { trustWords as plTrust } from './pl/trust.ts';
import { frameWords as ukFrame } from './uk/frame.ts';
import { feedbackWords as ukFeedback } from './uk/feedback.ts';
import { figureWords as ukFigures } from './uk/figures.ts';
import { trustWords as ukTrust } from './uk/trust.ts';

export type FeedbackWords = Translation<typeof plFeedback>;
export type FigureWords = Translation<typeof plFigures>;
export type TrustWords = Translation<typeof plTrust>;

export interface Dictionaries {
  /** The frame of every page (./pl/frame.ts). */
  frame: FrameWords;
  /** 'Czy ta strona była pomocna?' (./pl/feedback.ts). */
  feedback: FeedbackWords;
  /** Beside an amount: since when, and the next value (./pl/figures.ts). */
  figures: FigureWords;
  /** The lists of changes and the notices' heading (./pl/trust.ts). */
  trust: TrustWords;
}

const dictionaries: Record<Lang, Dictionaries> = {
  pl: { frame: plFrame, feedback: plFeedback, figures: plFigures, trust: plTrust },
  uk: { frame: ukFrame, feedback: ukFeedback, figures: ukFigures, trust: ukTrust },
};

export function wordsIn(lang: Lang): Dictionaries {
  return dictionaries[lang];
}
