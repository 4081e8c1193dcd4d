import { pl } from '../../i18n/frame/pl.ts';

/**
 * The parts of the site a content page can belong to, with the label shown above its title; the words are the
 * frame's (src/i18n/frame/), so each section has its Ukrainian name too.
 */
export const sections = pl.sections;

export type SectionId = keyof typeof sections;
