import { decodePathSegment } from '../http.ts';
import { AuthError } from './errors.ts';
import type { Query } from './users.ts';

/** A row of `auth.mfa_factors`, the columns the local backend uses. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
  created_at, updated_at, secret, phone, last_challenged_at`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A factor as GoTrue shows it, in a user's `factors` and the admin API: never its secret. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

/** The user's factors, verified or not, oldest first. */
export async function userFactors(q: Query, userId: string): Promise<FactorRow[]> {
  const found = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return found.rows;
}

/** The factor a path names, if the user owns it; GoTrue's 404s otherwise. */
export async function ownedFactor(q: Query, userId: string, rawId: string): Promise<FactorRow> {
  const id = decodePathSegment(rawId) ?? '';
  if (!UUID_PATTERN.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const found = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [id, userId],
  );
  const factor = found.rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * Removes a factor, and what it gave: the sessions verified with it fall back to the first step (their `totp`
 * claim goes, their next token says `aal1`), as GoTrue's DowngradeSessionsToAAL1 does.
 */
export async function deleteFactor(q: Query, factor: FactorRow): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $2)`,
    [factor.user_id, factor.id],
  );
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [
    factor.user_id,
    factor.id,
  ]);
  await q.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}
