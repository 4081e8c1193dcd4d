import { careServicesGuide } from './phrases.ts';
import type { Benefit } from './types.ts';

/** Specjalistyczne usługi opiekuńcze (/specjalistyczne-uslugi-opiekuncze). */
export const benefit: Benefit = {
  amounts: ['incomeCriterion'],
  guide: careServicesGuide(
    'zaświadczenie lekarskie – zwykle od lekarza psychiatry – o stanie zdrowia i rodzaju zaburzeń, z zaleceniami co do usług,',
  ),
};
