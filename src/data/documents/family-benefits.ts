import type { SiteDocument } from './types.ts';

/** Documents linked only from the family-benefits pages (forms are in forms.ts). */
export const familyBenefitsDocuments = [] as const satisfies readonly SiteDocument[];
