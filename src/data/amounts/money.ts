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
