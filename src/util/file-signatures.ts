/**
 * Whether a file's first bytes are what its declared type says. Hosted Storage trusts the declared type; here a
 * page named `.pdf` or a script sent as a picture is refused, so nothing stored can be served as something else.
 */
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'application/pdf': (bytes) => startsWith(bytes, ascii('%PDF-')),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};

/** True when the content is of `type`; a type without a known signature never matches. */
export function contentMatchesType(type: string, bytes: Uint8Array): boolean {
  return SIGNATURES[type]?.(bytes) ?? false;
}
