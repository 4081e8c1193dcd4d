import type { ApplicationGuide } from './types.ts';

/** Special programmes, by the route of the programme's page. */
export const programmeGuides: Record<string, ApplicationGuide> = {};
