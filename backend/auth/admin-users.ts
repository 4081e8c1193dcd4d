import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { AuthError, optionalObject, optionalString } from './errors.ts';
import {
  BCRYPT_COST,
  findUser,
  isUuid,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewUser {
  email: string;
  password: string | undefined;
  confirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** The account `POST /admin/users` asks for, with GoTrue's answers to what it cannot accept. */
export function newUserFrom(body: Record<string, unknown>): NewUser {
  if (optionalString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const password = optionalString(body, 'password');
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password !== undefined && Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  return {
    email,
    password,
    confirmed: body.email_confirm === true,
    appMetadata: { ...optionalObject(body, 'app_metadata'), provider: 'email', providers: ['email'] },
    userMetadata: optionalObject(body, 'user_metadata'),
  };
}

/** `POST /admin/users`: a new account with its e-mail identity; 422 when the e-mail is taken. */
export async function createUser(db: PGlite, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const user = newUserFrom(body);
  return db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [user.email]);
    if (existing.rows.length > 0) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const id = randomUUID();
    const inserted = await tx.query<UserRow>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               case when $3::text is null then null else extensions.crypt($3::text, extensions.gen_salt('bf', ${BCRYPT_COST})) end,
               case when $4 then now() end, $5, $6, now(), now())
       returning ${USER_COLUMNS}`,
      [id, user.email, user.password ?? null, user.confirmed, user.appMetadata, user.userMetadata],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now())`,
      [id, { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false }],
    );
    const row = inserted.rows[0];
    if (!row) throw new Error('insert into auth.users returned no row');
    return userJson(tx, row);
  });
}

/** Page and page size of `GET /admin/users` as GoTrue reads them: 1-based, 50 per page, at most 1000. */
export function pageOf(params: URLSearchParams): { page: number; perPage: number } {
  const page = Math.max(1, Number.parseInt(params.get('page') || '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(params.get('per_page') || '50', 10) || 50));
  return { page, perPage };
}

/** GoTrue's `Link` header of a page of users: the next page while there is one, and the last. */
export function pageLinks(page: number, perPage: number, total: number): string {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return links.join(', ');
}

/** `GET /admin/users?page&per_page`: one page of accounts, oldest first, with the total in `X-Total-Count`. */
export async function listUsers(
  db: PGlite,
  params: URLSearchParams,
): Promise<{ body: Record<string, unknown>; headers: Record<string, string> }> {
  const { page, perPage } = pageOf(params);
  return db.transaction(async (tx) => {
    const total = (await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0;
    const rows = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const row of rows.rows) users.push(await userJson(tx, row));
    return {
      body: { users, aud: 'authenticated' },
      headers: { 'X-Total-Count': String(total), Link: pageLinks(page, perPage, total) },
    };
  });
}

function userNotFound(): AuthError {
  return new AuthError(404, 'user_not_found', 'User not found');
}

/** `GET /admin/users/{id}`. */
export async function userById(db: PGlite, id: string): Promise<Record<string, unknown>> {
  if (!isUuid(id)) throw userNotFound();
  return db.transaction(async (tx) => {
    const user = await findUser(tx, id);
    if (!user) throw userNotFound();
    return userJson(tx, user);
  });
}

/** `DELETE /admin/users/{id}`: the account with its sessions and identities. */
export async function deleteUser(db: PGlite, id: string): Promise<void> {
  if (!isUuid(id)) throw userNotFound();
  const deleted = await db.query('delete from auth.users where id = $1', [id]);
  if (!deleted.affectedRows) throw userNotFound();
}
