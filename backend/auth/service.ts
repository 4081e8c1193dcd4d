import type { PGlite } from '@electric-sql/pglite';
import type { BackendConfig } from '../config.ts';
import { clientAddress, decodePathSegment, readBody, sendEmpty, sendJson } from '../http.ts';
import { matchRoute, type Route, type Service, type ServiceRequest } from '../routes.ts';
import { createUser, deleteUser, listUsers, userById } from './admin-users.ts';
import { createCodeCounters, type CodeCounters } from './code-limits.ts';
import { API_VERSION_HEADER, asAuthError, AuthError, objectBody } from './errors.ts';
import { passwordGrant, refreshGrant } from './grants.ts';
import { adminDeleteFactor, adminListFactors, challengeFactor, enrollFactor, unenrollFactor } from './mfa-factors.ts';
import { verifyFactor } from './mfa-verify.ts';
import { currentUser, logout, requireServiceRole, type TokenSettings } from './sessions.ts';
import { createSignInCounters, takeTokenRequest, type SignInCounters } from './sign-in-limits.ts';

const AUTH_PREFIX = '/auth/v1';

/** What every endpoint may use: the database, the settings and the sign-in and wrong-code counters of this server. */
export interface AuthContext {
  db: PGlite;
  config: BackendConfig;
  counters: SignInCounters;
  codes: CodeCounters;
  tokens(): TokenSettings;
}

interface AuthRequest extends ServiceRequest {
  context: AuthContext;
  params: Record<string, string>;
}

/** An answer with a JSON body, or an empty one when `body` is absent. */
interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: AuthRequest) => Promise<Answer>;

async function body({ req, context }: AuthRequest): Promise<Record<string, unknown>> {
  return objectBody(await readBody(req, context.config.maxBodyBytes));
}

async function token(request: AuthRequest): Promise<Answer> {
  const { context, req, url } = request;
  const grant = url.searchParams.get('grant_type');
  if (grant !== 'password' && grant !== 'refresh_token') {
    throw new AuthError(400, 'unsupported_grant_type', 'Only the password and refresh_token grants are supported');
  }
  const address = clientAddress(req);
  takeTokenRequest(context.counters, address);
  const session =
    grant === 'password'
      ? await passwordGrant(context.db, context.tokens(), context.counters, address, await body(request))
      : await refreshGrant(
          context.db,
          context.tokens(),
          context.config.refreshTokenReuseIntervalSeconds,
          await body(request),
        );
  return { status: 200, body: session };
}

const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

const HEALTH = { name: 'GoTrue', description: 'Local GoTrue-compatible auth of ops-strona' };

/** Administration needs the service-role key as the bearer token. */
function asServiceRole(handler: Handler): Handler {
  return (request) => {
    requireServiceRole(request.req, request.context.config.jwtSecret);
    return handler(request);
  };
}

/** The admin endpoints take the id percent-encoded; a broken encoding names no user. */
function userId(request: AuthRequest): string {
  return decodePathSegment(request.params.id ?? '') ?? '';
}

/** The factor a `/factors/{factorId}` path names, still percent-encoded. */
function factorId(request: AuthRequest): string {
  return request.params.factorId ?? '';
}

/** The two-step sign-in (TOTP factors), for the signed-in user's own factors, as GoTrue answers it. */
const FACTOR_ROUTES: readonly Route<Handler>[] = [
  {
    method: 'POST',
    path: '/factors',
    handler: async (request) => ({
      status: 200,
      body: await enrollFactor({ ...request.context, req: request.req }, await body(request)),
    }),
  },
  {
    method: 'POST',
    path: '/factors/:factorId/challenge',
    handler: async (request) => ({
      status: 200,
      body: await challengeFactor({ ...request.context, req: request.req }, factorId(request)),
    }),
  },
  {
    method: 'POST',
    path: '/factors/:factorId/verify',
    handler: async (request) => {
      const { context, req } = request;
      const endpoint = { ...context, req, tokens: context.tokens() };
      return { status: 200, body: await verifyFactor(endpoint, factorId(request), await body(request)) };
    },
  },
  {
    method: 'DELETE',
    path: '/factors/:factorId',
    handler: async (request) => ({
      status: 200,
      body: await unenrollFactor({ ...request.context, req: request.req }, factorId(request)),
    }),
  },
  {
    method: 'GET',
    path: '/admin/users/:id/factors',
    handler: asServiceRole(async (request) => ({
      status: 200,
      body: await adminListFactors(request.context.db, userId(request)),
    })),
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id/factors/:factorId',
    handler: asServiceRole(async (request) => ({
      status: 200,
      body: await adminDeleteFactor(request.context.db, userId(request), factorId(request)),
    })),
  },
];

/** GoTrue's endpoints that the local backend answers; anything else is 404. */
export const AUTH_ROUTES: readonly Route<Handler>[] = [
  { method: 'POST', path: '/token', handler: token },
  {
    method: 'POST',
    path: '/logout',
    handler: async ({ context, req, url }) => {
      await logout(context.db, context.config.jwtSecret, req, url.searchParams.get('scope') ?? 'global');
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    path: '/user',
    handler: async ({ context, req }) => ({
      status: 200,
      body: await currentUser(context.db, context.config.jwtSecret, req),
    }),
  },
  {
    method: 'POST',
    path: '/signup',
    handler: async () => {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    },
  },
  { method: 'GET', path: '/settings', handler: async () => ({ status: 200, body: SETTINGS }) },
  { method: 'GET', path: '/health', handler: async () => ({ status: 200, body: HEALTH }) },
  {
    method: 'POST',
    path: '/admin/users',
    handler: asServiceRole(async (request) => ({
      status: 200,
      body: await createUser(request.context.db, await body(request)),
    })),
  },
  {
    method: 'GET',
    path: '/admin/users',
    handler: asServiceRole(async ({ context, url }) => ({
      status: 200,
      ...(await listUsers(context.db, url.searchParams)),
    })),
  },
  {
    method: 'GET',
    path: '/admin/users/:id',
    handler: asServiceRole(async (request) => ({
      status: 200,
      body: await userById(request.context.db, userId(request)),
    })),
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id',
    handler: asServiceRole(async (request) => {
      await deleteUser(request.context.db, userId(request));
      return { status: 200, body: {} };
    }),
  },
  ...FACTOR_ROUTES,
];

async function route(request: ServiceRequest, context: AuthContext): Promise<void> {
  const method = request.req.method ?? 'GET';
  const match = matchRoute(AUTH_ROUTES, method, request.path);
  if (!match) {
    const target = `${method} ${AUTH_PREFIX}${request.path}`;
    throw new AuthError(404, 'not_found', `${target} is not implemented by the local backend`);
  }
  const answer = await match.handler({ ...request, context, params: match.params });
  const headers = { ...request.cors, ...API_VERSION_HEADER, ...answer.headers };
  if (answer.body === undefined) sendEmpty(request.res, answer.status, headers);
  else sendJson(request.res, answer.status, answer.body, headers);
}

/**
 * GoTrue's password, refresh, logout, user, admin-user and two-step (TOTP factor) endpoints. Sessions and refresh tokens live in the auth
 * schema like GoTrue's, so the data survives restarts; the sign-in counters live as long as the server.
 */
export function createAuth(db: PGlite, config: BackendConfig, publicUrl: () => string): Service {
  const context: AuthContext = {
    db,
    config,
    counters: createSignInCounters(config.signInLimits),
    codes: createCodeCounters(config.twoStepLimits),
    tokens: () => ({
      secret: config.jwtSecret,
      expirySeconds: config.jwtExpirySeconds,
      issuer: `${publicUrl()}/auth/v1`,
    }),
  };
  return {
    prefix: AUTH_PREFIX,
    async handle(request) {
      try {
        await route(request, context);
      } catch (error) {
        const known = asAuthError(error);
        if (!known) throw error;
        sendJson(
          request.res,
          known.status,
          { code: known.code, error_code: known.code, msg: known.message, message: known.message, ...known.extra },
          { ...request.cors, ...API_VERSION_HEADER, ...known.headers },
        );
      }
    },
  };
}
