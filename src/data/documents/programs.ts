import type { SiteDocument } from './types.ts';

/** Documents linked only from the programs pages (forms are in forms.ts). */
export const programsDocuments = [] as const satisfies readonly SiteDocument[];
