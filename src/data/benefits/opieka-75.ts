import { careMedicalCertificate, careServicesGuide } from './phrases.ts';
import type { Benefit } from './types.ts';

/** Opieka 75+ (/opieka-75). */
export const benefit: Benefit = {
  amounts: ['care75', 'incomeCriterion'],
  selfCheck: 'care75',
  guide: careServicesGuide(careMedicalCertificate),
};
