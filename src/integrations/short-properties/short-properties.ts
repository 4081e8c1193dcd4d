/**
 * Short names for the site's CSS custom properties: `--color-text-muted` is written out in every page's inline
 * styles, several times, and the design tokens alone cost an information page about 120 compressed bytes of its
 * 14 KB first round trip. The sources keep the readable names; the CSS the build writes (and the development
 * server serves, so that what is tested is what ships) uses `--_a`, `--_b`, … . The underscore keeps them apart
 * from any short name the sources use.
 */

/** Custom properties declared in `sources` (Sass or Astro files): `--name:`. */
export function declaredProperties(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(/(?<![\w-])(--[a-zA-Z][\w-]*)\s*:/g)) names.add(name!);
  }
  return [...names].sort();
}

const DIGITS = 'abcdefghijklmnopqrstuvwxyz';

/** `--_a` … `--_z`, `--_ba`, … : one short name for each of `names`, in their order (the same every build). */
export function shortNames(names: string[]): Map<string, string> {
  const map = new Map<string, string>();
  names.forEach((name, index) => {
    let short = '';
    let rest = index;
    do {
      short = DIGITS[rest % DIGITS.length] + short;
      rest = Math.floor(rest / DIGITS.length);
    } while (rest > 0);
    map.set(name, `--_${short}`);
  });
  return map;
}

/** `text` (a property name or a value) with each custom property of `names` under its short name. */
export function withShortNames(text: string, names: Map<string, string>): string {
  if (!text.includes('--')) return text;
  return text.replace(/(?<![\w-])--[a-zA-Z][\w-]*(?![\w-])/g, (name) => names.get(name) ?? name);
}
