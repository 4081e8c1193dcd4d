/**
 * The value at a dotted path in nested data, as pages name facts and figures: `incomeCriterion.single`,
 * `heatingVoucher.bands.0.amount2025`, `sections.familyBenefits.phone`. Undefined when any step is missing.
 */
export function valueAtPath(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    const found = typeof value === 'object' && value !== null && Object.hasOwn(value, key);
    value = found ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}
