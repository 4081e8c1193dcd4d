/**
 * An amount in złoty as the pages quote it. One rule for grosze (content/README.md): a whole amount is written
 * without them (`1 229 zł`, `3 287 zł`), an amount with grosze with both digits (`1 069,90 zł`, `99,20 zł`).
 */
export interface MoneyAmount {
  zloty: number;
  /** Decimals to show; leave it out to follow the rule above. */
  decimals?: number;
  /** The day the amount applies from (YYYY-MM-DD); a page shows it with `<Amount id="…" since />`. */
  since?: string;
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

/** The amount, applying from `since` (YYYY-MM-DD): `validFrom(zl(1010), '2025-01-01')`. */
export function validFrom(amount: MoneyAmount, since: string): MoneyAmount {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`Data obowiązywania musi mieć postać RRRR-MM-DD, a jest „${since}”`);
  return { ...amount, since };
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
  const share = zl(grosze / 100, decimals);
  // A share applies from the day its base does.
  return base.since ? validFrom(share, base.since) : share;
}
