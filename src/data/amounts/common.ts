import { zl } from './money.ts';

/** Figures shared by many pages. */
export const common = {
  /** Kryterium dochodowe w pomocy społecznej od 1 stycznia 2025 r. (spec 000 §9, 001 §9). */
  incomeCriterion: {
    single: zl(1010),
    perPersonInFamily: zl(823),
  },
} as const;
