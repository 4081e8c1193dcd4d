import { careMedicalCertificate, careServicesGuide } from './phrases.ts';
import type { Benefit } from './types.ts';

/** Usługi opiekuńcze (/uslugi-opiekuncze). */
export const benefit: Benefit = {
  guide: careServicesGuide(careMedicalCertificate),
};
