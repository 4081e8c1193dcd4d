import { SHARED_PROPS_ATTRIBUTE } from '../../browser/hydration/restore-props.ts';
import { hydrationOf, ISLAND_PROPS } from '../../browser/hydration/astro-output.ts';
import { attributeAdded, attributeReplaced, parseHtml, type HtmlElement, type Splice } from '../../util/html.ts';
import { islandsIn } from './island-tags.ts';

/**
 * Island props that many pages repeat, fetched once instead. The header island's props hold the whole menu
 * (8.5 KB on every page, about 0.9 KB compressed); after the build such a prop leaves each page's `props`
 * attribute for one cached file, and the island names it in `data-shared-props` ("name url", space-separated
 * pairs). The directive puts it back before the island hydrates (src/browser/hydration/restore-props.ts).
 * Only `client:intent` islands, whose hydration the directive runs, lose props this way.
 */

/** A prop worth a file of its own: this long serialized, on at least two pages. */
const MIN_SHARED_LENGTH = 1024;
const MIN_PAGES = 2;

/** Each intent island of the page that has props, with them as Astro serialized them. */
function islandProps(page: HtmlElement) {
  return islandsIn(page).flatMap((island) => {
    const props = island.attributes.find((attribute) => attribute.name === ISLAND_PROPS);
    if (hydrationOf(island) !== 'intent' || !props?.value) return [];
    return [{ island, props, values: JSON.parse(props.value) as Record<string, unknown> }];
  });
}

/** The serialized props that qualify for sharing, over all pages of the build (read one at a time). */
export function findSharedProps(pages: Iterable<string>): Set<string> {
  const pagesWith = new Map<string, Set<number>>();
  let index = 0;
  for (const html of pages) {
    index += 1;
    for (const { values } of islandProps(parseHtml(html))) {
      for (const value of Object.values(values)) {
        const serialized = JSON.stringify(value);
        if (serialized.length < MIN_SHARED_LENGTH) continue;
        if (!pagesWith.has(serialized)) pagesWith.set(serialized, new Set());
        pagesWith.get(serialized)!.add(index);
      }
    }
  }
  return new Set([...pagesWith].filter(([, indexes]) => indexes.size >= MIN_PAGES).map(([serialized]) => serialized));
}

/** The changes that take every shared prop out of the page's islands; `fileFor` gives the address of a prop's file. */
export function sharedProps(
  html: string,
  page: HtmlElement,
  shared: ReadonlySet<string>,
  fileFor: (serialized: string) => string,
): Splice[] {
  return islandProps(page).flatMap(({ island, props, values }) => {
    const serialized = Object.entries(values).map(([name, value]) => [name, value, JSON.stringify(value)] as const);
    const moved = serialized.filter(([, , text]) => shared.has(text));
    if (moved.length === 0) return [];
    const kept = Object.fromEntries(
      serialized.filter(([, , text]) => !shared.has(text)).map(([name, value]) => [name, value]),
    );
    const pairs = moved.map(([name, , text]) => `${name} ${fileFor(text)}`).join(' ');
    return [
      attributeReplaced(props, JSON.stringify(kept)),
      attributeAdded(html, island, SHARED_PROPS_ATTRIBUTE, pairs),
    ];
  });
}
