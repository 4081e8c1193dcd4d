/**
 * The parts of the site a content page can belong to, each with the label shown above its title on a Polish page.
 * The frame's Polish words are their one source (`sections` in src/i18n/pl/frame.ts, with the Ukrainian in
 * src/i18n/uk/frame.ts); read from the Polish module, not by language, so the content schema, which imports this,
 * carries no Ukrainian.
 */
import { frameWords } from '../../i18n/pl/frame.ts';

export const sections = frameWords.sections;

export type SectionId = keyof typeof sections;
