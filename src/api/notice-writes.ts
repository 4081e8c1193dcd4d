/**
 * The panel's writes of urgent notices, as the signed-in administrator: add (published now or as a draft),
 * publish a draft, end now, move to the bin and back, bring an earlier version back. Each names the version it was made from, as news writes do,
 * and a refusal carries its Polish reason (`explanation`) for the panel to say.
 */
import { signedInClient } from './signed-in-client.ts';
import { describeNoticeError } from './notice-errors.ts';
import type { BackendError } from './errors.ts';
import type { TableInsert, TableRow, TableUpdate } from '../domain/database.types.ts';
import { NOTICE_COLUMNS } from '../domain/notices/notice-columns.ts';
import { columnsWith, pick } from '../domain/column-use.ts';

type Notice = TableRow<'notices'>;
type Written = { data: Notice | null; error: BackendError | null };

function explained({ data, error }: { data: unknown; error: BackendError | null }): Written {
  return { data: data as Notice | null, error: error && { ...error, explanation: describeNoticeError(error) } };
}

export async function addNotice(row: TableInsert<'notices'>, publish: boolean): Promise<Written> {
  const client = await signedInClient();
  const published_at = publish ? new Date().toISOString() : null;
  return explained(
    await client
      .from('notices')
      .insert({ ...row, published_at })
      .select()
      .single(),
  );
}

export async function changeNotice(notice: Pick<Notice, 'id' | 'version'>, change: TableUpdate<'notices'>) {
  const client = await signedInClient();
  return explained(
    await client
      .from('notices')
      .update({ ...change, version: notice.version })
      .eq('id', notice.id)
      .select()
      .single(),
  );
}

/** What 'Przywróć tę wersję' writes back: the words in both languages and the times. */
const RESTORED = columnsWith(NOTICE_COLUMNS, { restored: true });

/** Brings an earlier version's columns back, as a new change made from `notice`. */
export function restoreNoticeVersion(notice: Notice, version: Notice) {
  return changeNotice(notice, pick(version, RESTORED));
}
