/**
 * Every amount, threshold, percentage and count that the pages quote, kept in this
 * folder and nowhere else. Pages show them through `<Amount id="…" />`, so next year's change is one edit.
 * Split by area only so that files stay readable; ids are the dotted paths in the merged object below.
 */
import { common } from './common.ts';
import { socialAssistance } from './social-assistance.ts';
import { familyBenefits } from './family-benefits.ts';
import { programs } from './programs.ts';

export type { MoneyAmount, Quantity } from './money.ts';

export const amounts = { ...common, ...socialAssistance, ...familyBenefits, ...programs } as const;
