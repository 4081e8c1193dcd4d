import { careMedicalCertificate, careServicesGuide } from './phrases.ts';
import type { Benefit, SelfCheck } from './types.ts';
import { amounts } from '../amounts/index.ts';

/** Opieka 75+ (/opieka-75). */
export const benefit: Benefit = {
  amounts: ['care75', 'incomeCriterion'],
  guide: careServicesGuide(careMedicalCertificate),
};

/** The self-check's rule: a household's income against the thresholds. */
export const selfCheck: SelfCheck = {
  id: 'care75',
  single: amounts.care75.incomeLimitSingle,
  perPerson: amounts.care75.incomeLimitPerPersonInFamily,
  needsPersonAged75: true,
};
