/**
 * The field that should take focus after a refused submit: the first in error in the order the form shows them,
 * so that keyboard and screen-reader users land where the first thing to fix is.
 */
export function firstInvalid<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): F | undefined {
  return order.find((field) => Boolean(errors[field]));
}
