import type { SiteDocument } from './types.ts';

/** Documents linked only from the social-assistance pages (forms are in forms.ts). */
export const socialAssistanceDocuments = [] as const satisfies readonly SiteDocument[];
