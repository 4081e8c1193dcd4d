import type { ApplicationGuide } from './types.ts';

/** Family benefits, the alimony fund and the housing allowance, by the route of the benefit's page. */
export const familyBenefitGuides: Record<string, ApplicationGuide> = {};
