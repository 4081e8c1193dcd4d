import { createHash } from 'node:crypto';
import { SHARED_PROPS_ATTRIBUTE } from '../../browser/hydration/restore-props.ts';
import { hydrationOf, ISLAND_PROPS } from '../../browser/hydration/astro-output.ts';
import {
  attributeAdded,
  attributeReplaced,
  type HtmlAttribute,
  type HtmlElement,
  type Splice,
} from '../../util/html.ts';
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

/** A prop of an island, serialized, with its fingerprint when it is long enough to share. */
interface Prop {
  name: string;
  value: unknown;
  serialized: string;
  key: string | undefined;
}

function propsOf(values: Record<string, unknown>): Prop[] {
  return Object.entries(values).map(([name, value]) => {
    const serialized = JSON.stringify(value);
    return {
      name,
      value,
      serialized,
      key: serialized.length >= MIN_SHARED_LENGTH ? fingerprint(serialized) : undefined,
    };
  });
}

/** The changes that leave `kept` in the island's props and name the `pairs` ("name url") of the moved ones. */
function moves(html: string, island: HtmlElement, props: HtmlAttribute, kept: Prop[], pairs: string[]): Splice[] {
  const named = island.attributes.find((attribute) => attribute.name === SHARED_PROPS_ATTRIBUTE);
  const text = pairs.join(' ');
  return [
    attributeReplaced(props, JSON.stringify(Object.fromEntries(kept.map(({ name, value }) => [name, value])))),
    named ? attributeReplaced(named, text) : attributeAdded(html, island, SHARED_PROPS_ATTRIBUTE, text),
  ];
}

/**
 * The shared props, learnt page by page as the pass meets the pages, so that no page is read before its turn: a
 * prop is shared from the second page that has it on (a prop twice in one page's islands counts that page once).
 * `changes` moves, from a page, the props already found on another; the page that had a prop first was passed
 * before a second had it, and keeps it, so `revisit` moves it from that page once every page has been passed
 * (`pagesToRevisit`): the same page as if every page had been read first. `fileFor` gives the address of a prop's
 * file.
 */
export function sharedProps(fileFor: (serialized: string) => string) {
  /** A long prop's fingerprint, while only one page has it, and that page. */
  const onlyPage = new Map<string, string>();
  const shared = new Set<string>();
  const toRevisit = new Set<string>();
  /**
   * For an island that had a prop moved and kept another that may be moved later, its props' names in their
   * order: the names of the moved props follow it, and the island's attribute no longer has them.
   */
  const orders = new Map<string, Map<number, string[]>>();
  const isShared = (prop: Prop) => prop.key !== undefined && shared.has(prop.key);

  return {
    /** The changes that move the page's props found on another page so far; counts its long props. */
    changes(html: string, page: HtmlElement, file: string): Splice[] {
      return islandProps(page).flatMap(({ island, props, values }, index) => {
        const all = propsOf(values);
        let keptForNow = false;
        for (const { key } of all) {
          if (key === undefined || shared.has(key)) continue;
          const other = onlyPage.get(key);
          if (other === undefined || other === file) {
            onlyPage.set(key, file);
            keptForNow = true;
          } else {
            shared.add(key);
            onlyPage.delete(key);
            toRevisit.add(other);
          }
        }
        const moved = all.filter(isShared);
        if (moved.length === 0) return [];
        if (keptForNow) {
          if (!orders.has(file)) orders.set(file, new Map());
          orders.get(file)!.set(
            index,
            all.map(({ name }) => name),
          );
        }
        const pairs = moved.map(({ name, serialized }) => `${name} ${fileFor(serialized)}`);
        return moves(
          html,
          island,
          props,
          all.filter((prop) => !isShared(prop)),
          pairs,
        );
      });
    },
    /** The pages that kept a prop a page passed after them turned out to share. */
    pagesToRevisit(): string[] {
      return [...toRevisit];
    },
    /** The changes that move from a page, as the pass wrote it, the props it kept that turned out shared. */
    revisit(html: string, page: HtmlElement, file: string): Splice[] {
      return islandProps(page).flatMap(({ island, props, values }, index) => {
        const left = propsOf(values);
        const moved = left.filter(isShared);
        if (moved.length === 0) return [];
        const words = island.attributes.find(({ name }) => name === SHARED_PROPS_ATTRIBUTE)?.value.split(' ') ?? [];
        const urls = new Map<string, string>();
        for (let at = 0; at + 1 < words.length; at += 2) urls.set(words[at]!, words[at + 1]!);
        for (const { name, serialized } of moved) urls.set(name, fileFor(serialized));
        // Without an earlier move, the props left are all the island had, in their order.
        const order = orders.get(file)?.get(index) ?? left.map(({ name }) => name);
        const pairs = order.filter((name) => urls.has(name)).map((name) => `${name} ${urls.get(name)}`);
        return moves(
          html,
          island,
          props,
          left.filter((prop) => !isShared(prop)),
          pairs,
        );
      });
    },
  };
}
