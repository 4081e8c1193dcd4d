import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TEMPLATE_CACHE_DIR } from './database.ts';
import { apiKeyFor, DEMO_JWT_SECRET, verifyJwt } from './jwt.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BackendOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Port; default 54321, 0 picks a free one. */
  port?: number;
  /** Folder for the database and its lock; default `.data` in the project. */
  dataDir?: string;
  /** Folder for the prepared new-database template; null disables it. Default node_modules/.cache/ops-backend. */
  templateCacheDir?: string | null;
  /** HS256 secret for every JWT; default the Supabase CLI's demo secret (loopback only). */
  jwtSecret?: string;
  /** Default: minted from the secret exactly as the Supabase CLI does. */
  anonKey?: string;
  serviceRoleKey?: string;
  /** Access-token lifetime; default 3600 s as in GoTrue. */
  jwtExpirySeconds?: number;
  /** How long a rotated refresh token still returns the current session; default 10 s as in GoTrue. */
  refreshTokenReuseIntervalSeconds?: number;
  /** Origins allowed by CORS (`*` allows any); default the site on port 4321. */
  corsOrigins?: string[];
  /** Largest accepted request body; default 1 MiB. */
  maxBodyBytes?: number;
  /** Limits of the token endpoint and of failed password sign-ins; see `SignInLimits`. */
  signInLimits?: Partial<SignInLimits>;
  /** Caps that keep Realtime's memory bounded; see `RealtimeLimits`. */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** How often the work due at a time runs (publications reached, the bin emptied); default 10 s. */
  dueWorkIntervalMs?: number;
  /** Anonymous writes (a visitor's feedback) per client address in a minute; default 10. */
  visitorWritesPerMinute?: number;
  /** Limits of wrong two-step codes; see `TwoStepLimits`. */
  twoStepLimits?: Partial<TwoStepLimits>;
  /**
   * The time of the two-step sign-in in milliseconds since the epoch: the codes' time steps, the challenges' expiry,
   * the unverified factors' expiry and the window of wrong codes. Default `Date.now`; a test stands in a later time.
   */
  clock?: () => number;
  /** Where problems are reported; default console.error. */
  logError?: (message: string, error?: unknown) => void;
}

/**
 * As GoTrue: a request budget per client address for the whole token endpoint. On top of it, failed password
 * sign-ins are counted per address and per (e-mail, address), so a guesser is stopped at its own address and
 * never locks the owner out; failures for one e-mail from all addresses only slow its sign-ins down.
 */
export interface SignInLimits {
  /** Token-endpoint requests (every grant) per client address in five minutes; GoTrue's default is 150. */
  tokenRequestsPerFiveMinutes: number;
  /** How long a failed password sign-in counts. */
  windowSeconds: number;
  /** Failures from one address, whatever the e-mail, before that address gets 429. */
  maxFailuresPerAddress: number;
  /** Failures for one e-mail from one address before that address gets 429 for that e-mail. */
  maxFailuresPerEmailFromAddress: number;
  /** Failures for one e-mail from all addresses together before its sign-ins are slowed down. */
  slowdownAfterFailuresPerEmail: number;
  /** Longest such delay. */
  maxSlowdownMs: number;
}

/**
 * What one client can make Realtime hold. supabase-js sends one small join per channel (the site uses one binding
 * per channel and a few channels per page), so these sit far above normal use and far below harm.
 */
export interface RealtimeLimits {
  /** Open websockets from one client address; beyond it the upgrade gets 429. */
  maxSocketsPerAddress: number;
  /** Open websockets in all, as hosted Realtime's default of 200 concurrent users per project. */
  maxSockets: number;
  /** Channels joined on one socket, as hosted Realtime's default `max_channels_per_client`. */
  maxChannelsPerSocket: number;
  /** `postgres_changes` bindings in one join. */
  maxBindingsPerChannel: number;
  /** Bytes of one `phx_join` message. */
  maxJoinBytes: number;
  /** Bytes of any incoming websocket message; a larger one closes the socket (1009). */
  maxFrameBytes: number;
  /** Bytes waiting to be sent to one socket; a client that stops reading is disconnected beyond it. */
  maxQueuedBytes: number;
}

/** Wrong codes of the two-step sign-in that one account, and one client address, may send in a window. */
export interface TwoStepLimits {
  /** How long a wrong code counts; default one minute. */
  windowSeconds: number;
  /** Wrong codes for one account from all addresses before its verifications get 429; default 5. */
  maxWrongCodesPerAccount: number;
  /** Wrong codes from one address for all accounts before that address gets 429; default 5. */
  maxWrongCodesPerAddress: number;
}

export interface BackendConfig {
  host: string;
  port: number;
  dataDir: string;
  templateCacheDir: string | null;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  corsOrigins: string[];
  maxBodyBytes: number;
  /** Rows a single read may return at most, as Supabase's default API setting. */
  maxRows: number;
  signInLimits: SignInLimits;
  realtimeLimits: RealtimeLimits;
  dueWorkIntervalMs: number;
  visitorWritesPerMinute: number;
  twoStepLimits: TwoStepLimits;
  clock: () => number;
  logError: (message: string, error?: unknown) => void;
}

const DEFAULT_PORT = 54321;
export const DEFAULT_CORS_ORIGINS = ['http://localhost:4321', 'http://127.0.0.1:4321'];

/** Hosts that only this machine can reach. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function checkKey(name: string, key: string, role: string, secret: string): void {
  const verified = verifyJwt(key, secret);
  if (!verified.ok) throw new Error(`${name} is not a valid JWT for the configured secret (${verified.message}).`);
  if (verified.claims.role !== role) throw new Error(`${name} must carry the role "${role}".`);
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${value}.`);
  return value;
}

function resolveSignInLimits(limits: Partial<SignInLimits>): SignInLimits {
  return {
    tokenRequestsPerFiveMinutes: positive('tokenRequestsPerFiveMinutes', limits.tokenRequestsPerFiveMinutes ?? 150),
    windowSeconds: positive('windowSeconds', limits.windowSeconds ?? 300),
    maxFailuresPerAddress: positive('maxFailuresPerAddress', limits.maxFailuresPerAddress ?? 30),
    maxFailuresPerEmailFromAddress: positive(
      'maxFailuresPerEmailFromAddress',
      limits.maxFailuresPerEmailFromAddress ?? 10,
    ),
    slowdownAfterFailuresPerEmail: positive(
      'slowdownAfterFailuresPerEmail',
      limits.slowdownAfterFailuresPerEmail ?? 10,
    ),
    maxSlowdownMs: positive('maxSlowdownMs', limits.maxSlowdownMs ?? 4000),
  };
}

function resolveRealtimeLimits(limits: Partial<RealtimeLimits>): RealtimeLimits {
  return {
    maxSocketsPerAddress: positive('maxSocketsPerAddress', limits.maxSocketsPerAddress ?? 20),
    maxSockets: positive('maxSockets', limits.maxSockets ?? 200),
    maxChannelsPerSocket: positive('maxChannelsPerSocket', limits.maxChannelsPerSocket ?? 100),
    maxBindingsPerChannel: positive('maxBindingsPerChannel', limits.maxBindingsPerChannel ?? 20),
    maxJoinBytes: positive('maxJoinBytes', limits.maxJoinBytes ?? 16 * 1024),
    maxFrameBytes: positive('maxFrameBytes', limits.maxFrameBytes ?? 64 * 1024),
    maxQueuedBytes: positive('maxQueuedBytes', limits.maxQueuedBytes ?? 1024 * 1024),
  };
}

function resolveTwoStepLimits(limits: Partial<TwoStepLimits>): TwoStepLimits {
  return {
    windowSeconds: positive('windowSeconds', limits.windowSeconds ?? 60),
    maxWrongCodesPerAccount: positive('maxWrongCodesPerAccount', limits.maxWrongCodesPerAccount ?? 5),
    maxWrongCodesPerAddress: positive('maxWrongCodesPerAddress', limits.maxWrongCodesPerAddress ?? 5),
  };
}

export function resolveConfig(options: BackendOptions = {}): BackendConfig {
  const host = options.host ?? '127.0.0.1';
  const jwtSecret = options.jwtSecret ?? DEMO_JWT_SECRET;
  if (jwtSecret === DEMO_JWT_SECRET && !isLoopback(host)) {
    throw new Error(
      `Refusing to listen on ${host} with the public demo JWT secret: anyone could forge tokens. ` +
        'Set JWT_SECRET (and ANON_KEY / SERVICE_ROLE_KEY signed with it), or bind to 127.0.0.1.',
    );
  }
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
  const anonKey = options.anonKey ?? apiKeyFor('anon', jwtSecret);
  const serviceRoleKey = options.serviceRoleKey ?? apiKeyFor('service_role', jwtSecret);
  checkKey('ANON_KEY', anonKey, 'anon', jwtSecret);
  checkKey('SERVICE_ROLE_KEY', serviceRoleKey, 'service_role', jwtSecret);
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port ${port}.`);
  return {
    host,
    port,
    dataDir: path.resolve(options.dataDir ?? path.join(projectRoot, '.data')),
    templateCacheDir: options.templateCacheDir === undefined ? DEFAULT_TEMPLATE_CACHE_DIR : options.templateCacheDir,
    jwtSecret,
    anonKey,
    serviceRoleKey,
    jwtExpirySeconds: positive('JWT_EXPIRY', options.jwtExpirySeconds ?? 3600),
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes ?? 1024 * 1024),
    maxRows: 1000,
    signInLimits: resolveSignInLimits(options.signInLimits ?? {}),
    realtimeLimits: resolveRealtimeLimits(options.realtimeLimits ?? {}),
    dueWorkIntervalMs: positive('dueWorkIntervalMs', options.dueWorkIntervalMs ?? 10_000),
    visitorWritesPerMinute: positive('visitorWritesPerMinute', options.visitorWritesPerMinute ?? 10),
    twoStepLimits: resolveTwoStepLimits(options.twoStepLimits ?? {}),
    clock: options.clock ?? Date.now,
    logError: options.logError ?? ((message, error) => console.error(`[backend] ${message}`, error ?? '')),
  };
}
