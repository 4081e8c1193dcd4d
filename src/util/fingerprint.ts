/**
 * A short fingerprint of JSON data (rows as a page shows them), computed alike at build time and in the
 * browser, so a page can carry what its HTML shows as a few characters instead of a second copy of the rows.
 * Object keys are taken in sorted order: the build's read, the browser's read and Realtime's events may list a
 * row's columns in different orders. Two different values share a fingerprint about once in four billion.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
  // FNV-1a over the UTF-16 code units, 32 bits.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
