/**
 * The parts of the site a content page can belong to, each with the label shown above its title on a Polish page.
 * The frame's Polish words are their one source (`sections` in src/i18n/frame/pl.ts, with the Ukrainian beside them
 * in uk.ts); read from pl.ts, not the frame's index, so the content schema, which imports this, carries no Ukrainian.
 */
import { pl } from '../../i18n/frame/pl.ts';

export const sections = pl.sections;

export type SectionId = keyof typeof sections;
