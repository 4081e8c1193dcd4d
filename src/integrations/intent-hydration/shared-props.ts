import { SHARED_PROPS_ATTRIBUTE } from '../../browser/hydration/restore-props.ts';
import { INTENT_ISLAND } from './island-tags.ts';

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

const PROPS = /\sprops="([^"]*)"/;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&quot;': '"' };
const unescapeAttribute = (value: string) => value.replace(/&(?:amp|lt|gt|#39|quot);/g, (entity) => ENTITIES[entity]!);
const escapeAttribute = (value: string) =>
  value.replace(/[&<>'"]/g, (char) => Object.entries(ENTITIES).find(([, plain]) => plain === char)![0]);

/** Each prop of each intent island of `html`, serialized as Astro wrote it. */
function islandProps(html: string): { tag: string; props: Record<string, unknown> }[] {
  return [...html.matchAll(INTENT_ISLAND)].flatMap(([tag]) => {
    const attribute = PROPS.exec(tag)?.[1];
    return attribute ? [{ tag, props: JSON.parse(unescapeAttribute(attribute)) as Record<string, unknown> }] : [];
  });
}

/** The serialized props that qualify for sharing, over all pages of the build (read one at a time). */
export function findSharedProps(pages: Iterable<string>): Set<string> {
  const pagesWith = new Map<string, Set<number>>();
  let index = 0;
  for (const html of pages) {
    index += 1;
    for (const { props } of islandProps(html)) {
      for (const value of Object.values(props)) {
        const serialized = JSON.stringify(value);
        if (serialized.length < MIN_SHARED_LENGTH) continue;
        if (!pagesWith.has(serialized)) pagesWith.set(serialized, new Set());
        pagesWith.get(serialized)!.add(index);
      }
    }
  }
  return new Set([...pagesWith].filter(([, indexes]) => indexes.size >= MIN_PAGES).map(([serialized]) => serialized));
}

/** The page with every shared prop out of its islands' `props`; `fileFor` gives the address of a prop's file. */
export function withSharedProps(
  html: string,
  shared: ReadonlySet<string>,
  fileFor: (serialized: string) => string,
): string {
  let result = html;
  for (const { tag, props } of islandProps(html)) {
    const serialized = Object.entries(props).map(([name, value]) => [name, value, JSON.stringify(value)] as const);
    const moved = serialized.filter(([, , text]) => shared.has(text));
    if (moved.length === 0) continue;
    const kept = Object.fromEntries(
      serialized.filter(([, , text]) => !shared.has(text)).map(([name, value]) => [name, value]),
    );
    const pairs = moved.map(([name, , text]) => `${name} ${fileFor(text)}`).join(' ');
    const updated = tag
      .replace(PROPS, ` props="${escapeAttribute(JSON.stringify(kept))}"`)
      .replace(/>$/, ` ${SHARED_PROPS_ATTRIBUTE}="${pairs}">`);
    result = result.replace(tag, updated);
  }
  return result;
}
