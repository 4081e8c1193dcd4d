/**
 * How to apply for each benefit, by the route of its page: where (a section of the centre, with its room), when
 * (its hours), how, what to bring, what happens next and the deadline. A benefit page shows its guide with
 * `<HowToApply />`; the words are written once here, and the room, hours and phone come from src/data/centre.ts.
 * Split by area only to keep the files readable.
 */
import { socialAssistanceGuides } from './social-assistance.ts';
import { familyBenefitGuides } from './family-benefits.ts';
import { programmeGuides } from './programs.ts';

export type { ApplicationGuide } from './types.ts';

export const applicationGuides = { ...socialAssistanceGuides, ...familyBenefitGuides, ...programmeGuides };
