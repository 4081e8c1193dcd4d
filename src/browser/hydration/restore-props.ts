import { ISLAND_PROPS } from './astro-output.ts';

/** Where the build names an island's shared props files ("name url" pairs, space-separated). */
export const SHARED_PROPS_ATTRIBUTE = 'data-shared-props';

/**
 * Puts the props the build moved to shared files (src/integrations/intent-hydration/shared-props.ts) back into the island's `props`, before
 * it hydrates. The files are fingerprinted and cached, so after the first page this costs no request.
 * Rejects when a file cannot be fetched; the island then stays as the server rendered it.
 */
export async function restoreSharedProps(island: HTMLElement): Promise<void> {
  const words = island.getAttribute(SHARED_PROPS_ATTRIBUTE)?.split(' ') ?? [];
  if (words.length === 0) return;
  const files: { name: string; url: string }[] = [];
  for (let index = 0; index + 1 < words.length; index += 2) files.push({ name: words[index]!, url: words[index + 1]! });
  const entries = await Promise.all(
    files.map(async ({ name, url }) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return [name, await response.json()] as const;
    }),
  );
  const props = {
    ...(JSON.parse(island.getAttribute(ISLAND_PROPS) ?? '{}') as object),
    ...Object.fromEntries(entries),
  };
  // The island does not hydrate on this change: its code is not loaded yet.
  island.setAttribute(ISLAND_PROPS, JSON.stringify(props));
  island.removeAttribute(SHARED_PROPS_ATTRIBUTE);
}
