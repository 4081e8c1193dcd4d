/**
 * The option the arrow keys move to in a list of `count`: down from the last, or up from the first or from none,
 * wraps around, so the whole list is in reach from the input either way.
 */
export function nextActive(active: number, step: 1 | -1, count: number): number {
  if (step === 1) return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
