/**
 * A list as the pages print it: every item but the last ends with a comma, the last with a full stop, so items can
 * be shared between lists in any order.
 */
export function asList(...items: string[]): string[] {
  return items.map((item, i) => `${item.replace(/[,.]$/, '')}${i === items.length - 1 ? '.' : ','}`);
}
