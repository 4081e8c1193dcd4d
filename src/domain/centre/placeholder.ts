/**
 * Values the centre has not supplied yet (the specification gives them only as {phone}, {email}, {name}). Each
 * reads as plain example text, never as a token in braces, and is remembered, so that a production build refuses
 * to publish while any is left (src/integrations/publication-guard) and local and test builds can still run
 * with `PLACEHOLDERS_ALLOWED=1`.
 */
const pending = new Set<string>();

export function placeholder<T extends string>(example: T): T {
  pending.add(example);
  return example;
}

export function isPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && pending.has(value);
}

/** The dotted paths of every placeholder left in `data`, e.g. `address.street`, `sections.2.phone`. */
export function placeholdersIn(data: unknown, path = ''): string[] {
  if (isPlaceholder(data)) return [path];
  if (Array.isArray(data))
    return data.flatMap((item, index) => placeholdersIn(item, path ? `${path}.${index}` : String(index)));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) => placeholdersIn(value, path ? `${path}.${key}` : key));
  }
  return [];
}
