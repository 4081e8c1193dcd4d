/**
 * Object keys as hosted Storage accepts them: printable ASCII from a small set, `/` between folders. A key that
 * could climb out of its bucket (`..`), an empty folder or a control character is refused before anything is
 * stored; on disk objects are kept by id, never by key.
 */
const ALLOWED = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const MAX_KEY_LENGTH = 1024;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !ALLOWED.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Bucket ids are names the migrations chose: lower-case letters, digits, `-` and `_`. */
export function isValidBucketId(id: string): boolean {
  return /^[a-z0-9_-]{1,63}$/.test(id);
}
