/**
 * A figure as the page must print it, read from the amounts module: a figure that is data is written once, so
 * next year's change is one edit there. The base values (the income criteria) are written out in the fact lists
 * and in tests/content/amounts.test.ts, so a wrong base still fails.
 */
import { formatAmountById } from '../../src/domain/amounts/amount-lookup.ts';

export const amount = (id: string): string => formatAmountById(id);
