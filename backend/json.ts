/** A JSON object: not null and not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deepest nesting accepted in a JSON body. The site's rows are flat; a deeper document would overflow the stack
 * when it is serialised again for the database.
 */
const MAX_JSON_DEPTH = 100;

/** How deeply arrays and objects nest in a JSON text that is already known to be valid. */
function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/** Parses JSON, telling "no body" (undefined) apart from "not JSON" or "nested too deeply" (throws). */
export function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  const value: unknown = JSON.parse(text);
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new Error(`JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  return value;
}
