import { randomInt } from 'node:crypto';

/**
 * Ten random letters, for a test's text that must be told apart from every other test's: letters only, as the
 * database masks a run of digits in a comment or a search. For the backend's tests and the browser tests alike.
 */
export function uniqueLetters(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}
