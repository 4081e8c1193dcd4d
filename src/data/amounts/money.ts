/** An amount in złoty as the pages quote it. */
export interface MoneyAmount {
  zloty: number;
  /** Show this many decimals even for a whole number (e.g. `4 000,00 zł`). */
  decimals?: number;
}

/** Any other figure: a count, a percentage, an area, a weight. */
export interface Quantity {
  value: number;
  /** Written after the number: '%', 'm²', 'kg', 'osób', … or '' for a bare number. */
  unit: string;
  decimals?: number;
}

export function zl(zloty: number, decimals?: number): MoneyAmount {
  return decimals === undefined ? { zloty } : { zloty, decimals };
}

export function qty(value: number, unit = '', decimals?: number): Quantity {
  return decimals === undefined ? { value, unit } : { value, unit, decimals };
}

/**
 * A figure the law defines as a share of another (e.g. 200 % of the income criterion), computed from its base
 * and rounded to the grosz, half up, as the official figures are. Written with `decimals` when given.
 */
export function shareOf(base: MoneyAmount, percent: Quantity, decimals?: number): MoneyAmount {
  if (percent.unit !== '%') throw new Error(`Udział musi być w procentach, a jest w „${percent.unit}”`);
  // In grosze and integers, so 130 % of 823 zł is exactly 1 069,90 zł.
  const grosze = Math.round((Math.round(base.zloty * 100) * Math.round(percent.value * 100)) / 10_000);
  return zl(grosze / 100, decimals);
}
