import { SHARED_PROPS_ATTRIBUTE } from './shared-props.ts';

/**
 * Puts the props the build moved to shared files (`./shared-props.ts`) back into the island's `props`, before
 * it hydrates. The files are fingerprinted and cached, so after the first page this costs no request.
 * Rejects when a file cannot be fetched; the island then stays as the server rendered it.
 */
export async function restoreSharedProps(island: HTMLElement): Promise<void> {
  const pairs = island.getAttribute(SHARED_PROPS_ATTRIBUTE)?.split(' ') ?? [];
  if (pairs.length === 0) return;
  const entries = await Promise.all(
    pairs.flatMap((_, index) => (index % 2 === 0 ? [[pairs[index]!, pairs[index + 1]!] as const] : [])).map(async ([name, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return [name, await response.json()] as const;
    }),
  );
  const props = { ...(JSON.parse(island.getAttribute('props') ?? '{}') as object), ...Object.fromEntries(entries) };
  // The island does not hydrate on this change: its code is not loaded yet.
  island.setAttribute('props', JSON.stringify(props));
  island.removeAttribute(SHARED_PROPS_ATTRIBUTE);
}
