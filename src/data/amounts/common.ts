import { validFrom, zl } from './money.ts';

/** Figures shared by many pages. */
export const common = {
  /** Kryterium dochodowe w pomocy społecznej od 1 stycznia 2025 r.: the base of most thresholds on the site. */
  incomeCriterion: {
    single: validFrom(zl(1010), '2025-01-01'),
    perPersonInFamily: validFrom(zl(823), '2025-01-01'),
  },
  /** Kryterium dochodowe od 1 stycznia 2022 r. do 31 grudnia 2024 r.: the base of the food aid's past editions. */
  incomeCriterion2022: {
    single: zl(776),
    perPersonInFamily: zl(600),
  },
} as const;
