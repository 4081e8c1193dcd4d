/**
 * The freshness read of a live list: whether its rows changed, learnt from their ids and change times alone (a
 * few hundred bytes), and which rows must then be read whole. Every write to a row sets its `updated_at`
 * (supabase/migrations, `private.check_item_write`), so a row with the same id and change time is the same row.
 * Pure, so the build (the fingerprint a page carries of what its HTML shows) and the browser agree.
 */
import { fingerprint } from '../util/fingerprint.ts';

/** What the freshness read returns of a row. */
export interface Version {
  id: string;
  updated_at: string;
}

/** The columns of the freshness read, as PostgREST's `select` names them. */
export const VERSION_COLUMNS = 'id,updated_at';

/**
 * The fingerprint of a list's rows by their ids and change times, in order: the build writes it for the rows its
 * HTML shows, and a read whose rows give the same fingerprint shows nothing else.
 */
export function versionsFingerprint(rows: readonly Version[]): string {
  return fingerprint(rows.map(({ id, updated_at }) => [id, updated_at]));
}

/** Whether two lists hold the same rows, each as it is now, in the same order. */
export function sameVersions(a: readonly Version[], b: readonly Version[]): boolean {
  return (
    a.length === b.length && a.every((row, index) => row.id === b[index]!.id && row.updated_at === b[index]!.updated_at)
  );
}

/** The ids of the rows to read whole: those the list does not hold as they are now (new or changed). */
export function idsToRead(versions: readonly Version[], held: readonly Version[]): string[] {
  const heldAt = new Map(held.map((row) => [row.id, row.updated_at]));
  return versions.filter((version) => heldAt.get(version.id) !== version.updated_at).map((version) => version.id);
}

/**
 * The list as the freshness read ordered it: each row as just read, or else as the list held it. A row that could
 * not be read (moved to the bin between the two reads) is left out; the change that took it brings another read.
 */
export function inOrderOf<T extends Version>(
  versions: readonly Version[],
  held: readonly T[],
  read: readonly T[],
): T[] {
  const byId = new Map([...held, ...read].map((row) => [row.id, row]));
  return versions.flatMap((version) => byId.get(version.id) ?? []);
}
