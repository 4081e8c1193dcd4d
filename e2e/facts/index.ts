import { socialAssistanceFacts } from './social-assistance.ts';
import { familyBenefitsFacts } from './family-benefits.ts';
import { programsFacts } from './programs.ts';
import { centreFacts } from './centre.ts';

/** Route → phrases that must appear on it. Split by area only to keep the lists readable. */
export const pageFacts: Record<string, string[]> = {
  ...socialAssistanceFacts,
  ...familyBenefitsFacts,
  ...programsFacts,
  ...centreFacts,
};
