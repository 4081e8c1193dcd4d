/**
 * Every amount, threshold, percentage and count that the pages quote, kept in this folder and nowhere else but
 * the centre's own (centres/<id>/amounts.yaml). Pages show them through `<Amount id="…" />`, so next year's
 * change is one edit: an amount that changes is a series of dated values (`dated()` in money.ts), and the next
 * value can be entered before its day.
 * Split by area only so that files stay readable; ids are the dotted paths in the merged object below.
 */
import centreAmounts from 'virtual:centre/amounts';
import { common } from './common.ts';
import { socialAssistance } from './social-assistance.ts';
import { familyBenefits } from './family-benefits.ts';
import { programs } from './programs.ts';
import { figuresOf, seriesProblems } from './amount-series.ts';

export type { Figure, MoneyAmount, Quantity, Series } from './money.ts';

const national = { ...common, ...socialAssistance, ...familyBenefits, ...programs } as const;

/** The national amounts and the centre's own (src/integrations/centre/modules.ts: no group of the same name). */
export const amounts: typeof national & Readonly<Record<string, object>> = {
  ...national,
  ...centreAmounts,
};

// A value out of order, dated twice or without its source stops the build, naming the amount.
const problems = seriesProblems(amounts);
if (problems.length) throw new Error(`Błędy w kwotach (src/domain/amounts/):\n${problems.join('\n')}`);

/** Every amount's id, as pages name it: `<Amount id="incomeCriterion.single" />`. */
export function amountIds(): string[] {
  return figuresOf(amounts).map(([id]) => id);
}
