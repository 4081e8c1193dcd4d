/** Family benefits, housing allowance, alimony fund (spec 001 §9). */
export const familyBenefits = {} as const;
