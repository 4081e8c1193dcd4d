/**
 * `Location` headers built from request paths. Browsers read `//host`, `/\host` and `/<tab>/host` as links to
 * another site (they drop raw tabs and newlines), so a path taken from a request goes back out percent-encoded,
 * one segment at a time, and never starts with more than one slash or backslash.
 */

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Percent-encodes each `/`-separated segment of a decoded path; control characters are dropped. */
export function encodePathSegments(decodedPath: string): string {
  return decodedPath
    .split('/')
    .map((segment) => encodeURIComponent(segment.replace(CONTROL_CHARACTERS, '')))
    .join('/');
}

/** Collapses leading slashes and backslashes into one slash, so that the path cannot name another host. */
export function singleLeadingSlash(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/**
 * A `Location` on this site for a decoded path: `/zasiłek` → `/zasi%C5%82ek`, `//evil.example` → `/evil.example`.
 */
export function sameOriginLocation(decodedPath: string): string {
  return singleLeadingSlash(encodePathSegments(decodedPath.replace(CONTROL_CHARACTERS, '').replace(/^[/\\]+/, '')));
}
