import { createHash } from 'node:crypto';
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

/** Each intent island of the page that has props, with them as Astro serialized them. */
function islandProps(page: HtmlElement) {
  return islandsIn(page).flatMap((island) => {
    const props = island.attributes.find((attribute) => attribute.name === ISLAND_PROPS);
    if (hydrationOf(island) !== 'intent' || !props?.value) return [];
    return [{ island, props, values: JSON.parse(props.value) as Record<string, unknown> }];
  });
}

/**
 * A serialized prop's fingerprint. The pages are counted by it, not by the prop itself: every news item's page has
 * props of its own (its item), and holding each until the last page was read grew the build's memory with the
 * archive.
 */
function fingerprint(serialized: string): string {
  return createHash('sha256').update(serialized).digest('base64');
}

/** The fingerprints of the serialized props that qualify for sharing, over all pages of the build (read one at a time). */
export function findSharedProps(pages: Iterable<string>): Set<string> {
  const pagesWith = new Map<string, number>();
  const shared = new Set<string>();
  let index = 0;
  for (const html of pages) {
    index += 1;
    for (const { values } of islandProps(parseHtml(html))) {
      for (const value of Object.values(values)) {
        const serialized = JSON.stringify(value);
        if (serialized.length < MIN_SHARED_LENGTH) continue;
        const key = fingerprint(serialized);
        // A prop twice in one page's islands counts that page once.
        if (pagesWith.get(key) === index) continue;
        if (pagesWith.has(key)) shared.add(key);
        pagesWith.set(key, index);
      }
    }
  }
  return shared;
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
    const isShared = (text: string) => text.length >= MIN_SHARED_LENGTH && shared.has(fingerprint(text));
    const moved = serialized.filter(([, , text]) => isShared(text));
    if (moved.length === 0) return [];
    const kept = Object.fromEntries(
      serialized.filter(([, , text]) => !isShared(text)).map(([name, value]) => [name, value]),
    );
    const pairs = moved.map(([name, , text]) => `${name} ${fileFor(text)}`).join(' ');
    return [
      attributeReplaced(props, JSON.stringify(kept)),
      attributeAdded(html, island, SHARED_PROPS_ATTRIBUTE, pairs),
    ];
  });
}
