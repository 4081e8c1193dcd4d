/**
 * An amount in złoty as the pages quote it. One rule for grosze (content/README.md): a whole amount is written
 * without them (`1 229 zł`, `3 287 zł`), an amount with grosze with both digits (`1 069,90 zł`, `99,20 zł`).
 */
export interface MoneyAmount {
  zloty: number;
  /** Decimals to show; leave it out to follow the rule above. */
  decimals?: number;
}

/** Any other figure: a count, a percentage, an area, a weight. */
export interface Quantity {
  value: number;
  /** Written after the number: '%', 'm²', 'kg', 'osób', … or '' for a bare number. */
  unit: string;
  decimals?: number;
}

/** One value of an amount that changes: the amount and the day it applies from. */
export interface DatedValue {
  /** The first day it applies (YYYY-MM-DD). */
  from: string;
  amount: MoneyAmount;
  /** The act or regulation that sets it; computed values (a share of another amount) have none. */
  source?: string;
}

/**
 * An amount that changes on known dates, oldest value first. The site shows the value in force on its date
 * (`src/domain/site-date.ts`), and announces the next one shortly before it applies.
 */
export interface Series {
  values: DatedValue[];
  /** Computed from another series (a share of it): its values need no source of their own. */
  derived?: true;
  /** A past edition's figure: the one value its edition used, which later values never change. */
  pinned?: true;
}

/** Whatever an amount id may name. */
export type Figure = MoneyAmount | Quantity | Series;

export function zl(zloty: number, decimals?: number): MoneyAmount {
  return decimals === undefined ? { zloty } : { zloty, decimals };
}

export function qty(value: number, unit = '', decimals?: number): Quantity {
  return decimals === undefined ? { value, unit } : { value, unit, decimals };
}

/**
 * An amount's values through time, each with the day it applies from and the act that sets it:
 * `dated({ from: '2025-01-01', zloty: 1010, source: '…' }, …)`. The build checks that they are in order,
 * dated once each and sourced (src/domain/amounts/amount-series.ts).
 */
export function dated(...values: { from: string; zloty: number; decimals?: number; source: string }[]): Series {
  return { values: values.map(({ from, zloty, decimals, source }) => ({ from, amount: zl(zloty, decimals), source })) };
}

export function isSeries(figure: unknown): figure is Series {
  return typeof figure === 'object' && figure !== null && Array.isArray((figure as Series).values);
}

/** `percent` of an amount in whole grosze, rounded half up, as the official figures are (130 % of 823 zł is 1 069,90 zł). */
function share(base: MoneyAmount, percent: Quantity, decimals?: number): MoneyAmount {
  const grosze = Math.round((Math.round(base.zloty * 100) * Math.round(percent.value * 100)) / 10_000);
  return zl(grosze / 100, decimals);
}

/**
 * A figure the law defines as a share of another (e.g. 200 % of the income criterion), computed from its base.
 * A base that changes gives a share that changes on the same days, each value computed from the base's value
 * then in force; written with `decimals` when given.
 */
export function shareOf(base: MoneyAmount, percent: Quantity, decimals?: number): MoneyAmount;
export function shareOf(base: Series, percent: Quantity, decimals?: number): Series;
export function shareOf(base: MoneyAmount | Series, percent: Quantity, decimals?: number): MoneyAmount | Series {
  if (percent.unit !== '%') throw new Error(`Udział musi być w procentach, a jest w „${percent.unit}”`);
  if (!isSeries(base)) return share(base, percent, decimals);
  const values = base.values.map(({ from, amount }) => ({ from, amount: share(amount, percent, decimals) }));
  return { values, derived: true, ...(base.pinned && { pinned: true }) };
}
