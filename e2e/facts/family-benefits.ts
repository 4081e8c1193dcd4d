/**
 * What each page must say (spec 001 §9, 000 §9): figures, dates, counts and key terms, written as a resident
 * reads them (Polish number format; non-breaking spaces may be written as ordinary spaces).
 */
export const familyBenefitsFacts: Record<string, string[]> = {};
