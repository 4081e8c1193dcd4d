/** Programmes: cards, personal assistant, food aid, senior club, heating voucher (spec 001 §9). */
export const programs = {} as const;
