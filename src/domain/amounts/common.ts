import { dated } from './money.ts';

/**
 * The regulations that verify the social-assistance income criterion and the amounts tied to it, every three
 * years (art. 9 ustawy o pomocy społecznej). The next one is due for 1 January 2028: add its values below.
 */
export const criterionRegulations = {
  from2018:
    'rozporządzenie Rady Ministrów z dnia 11 lipca 2018 r. w sprawie zweryfikowanych kryteriów dochodowych oraz kwot świadczeń pieniężnych z pomocy społecznej (Dz.U. z 2018 r. poz. 1358)',
  from2022:
    'rozporządzenie Rady Ministrów z dnia 14 lipca 2021 r. w sprawie zweryfikowanych kryteriów dochodowych oraz kwot świadczeń pieniężnych z pomocy społecznej (Dz.U. z 2021 r. poz. 1296)',
  from2025:
    'rozporządzenie Rady Ministrów z dnia 10 lipca 2024 r. w sprawie zweryfikowanych kryteriów dochodowych oraz kwot świadczeń pieniężnych z pomocy społecznej (Dz.U. z 2024 r. poz. 1074)',
} as const;

const { from2018, from2022, from2025 } = criterionRegulations;

/** Figures shared by many pages. */
export const common = {
  /** Kryterium dochodowe w pomocy społecznej: the base of most thresholds on the site. */
  incomeCriterion: {
    single: dated(
      { from: '2018-10-01', zloty: 701, source: from2018 },
      { from: '2022-01-01', zloty: 776, source: from2022 },
      { from: '2025-01-01', zloty: 1010, source: from2025 },
    ),
    perPersonInFamily: dated(
      { from: '2018-10-01', zloty: 528, source: from2018 },
      { from: '2022-01-01', zloty: 600, source: from2022 },
      { from: '2025-01-01', zloty: 823, source: from2025 },
    ),
  },
} as const;
