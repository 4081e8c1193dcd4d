/**
 * The tab a key moves to in a tab list, as the ARIA tabs pattern has it: the arrows step to the neighbour and wrap
 * around, Home and End go to the first and the last. Undefined for any other key, which the list leaves alone.
 */
export function nextTab<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const index = tabs.indexOf(current);
  switch (key) {
    case 'ArrowRight':
      return tabs[(index + 1) % tabs.length];
    case 'ArrowLeft':
      return tabs[(index + tabs.length - 1) % tabs.length];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[tabs.length - 1];
    default:
      return undefined;
  }
}
