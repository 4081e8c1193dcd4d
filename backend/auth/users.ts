import type { Transaction } from '@electric-sql/pglite';
import { factorJson, userFactors } from './factors.ts';

/** bcrypt cost for new passwords: the hash runs on the server's only thread, so keep it cheap. */
export const BCRYPT_COST = 8;
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores everything after 72 bytes; GoTrue refuses such passwords rather than truncating. */
export const MAX_PASSWORD_BYTES = 72;
/** Longest e-mail address GoTrue stores; nothing longer can sign in, and the limiters need not remember it. */
export const MAX_EMAIL_LENGTH = 255;

/** Anything that runs a query: the database itself or one of its transactions. */
export type Query = Pick<Transaction, 'query'>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

/** The columns of `auth.users` that a `UserRow` holds, for `select` and `returning`. */
export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a UUID can name a user or a session; anything else would make Postgres fail on the cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export async function findUser(q: Query, id: string): Promise<UserRow | undefined> {
  const users = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return users.rows[0];
}

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined;
}

/** The user object of GoTrue's answers, with its identities and, when it has any, its two-step factors. */
export async function userJson(q: Query, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  const factors = await userFactors(q, user.id);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
