// Command-line entry: `node backend/main.ts` (through npm run / npx, so the project's Node 24 runs it).
// Every setting comes from the environment; see backend/README.md.
import { DEFAULT_CORS_ORIGINS } from './config.ts';
import { startBackend, type BackendOptions, type RunningBackend } from './server.ts';

function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}".`);
  return value;
}

function optionsFromEnv(): BackendOptions {
  const env = process.env;
  const cache = env.BACKEND_TEMPLATE_CACHE;
  return {
    host: env.BACKEND_HOST || undefined,
    port: numberFromEnv('BACKEND_PORT'),
    dataDir: env.BACKEND_DATA_DIR || undefined,
    templateCacheDir: cache === 'off' ? null : cache || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    anonKey: env.ANON_KEY || undefined,
    serviceRoleKey: env.SERVICE_ROLE_KEY || undefined,
    jwtExpirySeconds: numberFromEnv('JWT_EXPIRY'),
    refreshTokenReuseIntervalSeconds: numberFromEnv('REFRESH_TOKEN_REUSE_INTERVAL'),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    maxBodyBytes: numberFromEnv('BACKEND_MAX_BODY_BYTES'),
    dueWorkIntervalMs: numberFromEnv('DUE_WORK_INTERVAL_MS'),
    visitorWritesPerMinute: numberFromEnv('VISITOR_WRITES_PER_MINUTE'),
    signInLimits: {
      tokenRequestsPerFiveMinutes: numberFromEnv('AUTH_RATE_LIMIT_TOKEN_REFRESH'),
      windowSeconds: numberFromEnv('AUTH_RATE_LIMIT_WINDOW'),
      maxFailuresPerAddress: numberFromEnv('AUTH_RATE_LIMIT_ADDRESS'),
      maxFailuresPerEmailFromAddress: numberFromEnv('AUTH_RATE_LIMIT_EMAIL'),
      slowdownAfterFailuresPerEmail: numberFromEnv('AUTH_SLOWDOWN_AFTER'),
      maxSlowdownMs: numberFromEnv('AUTH_SLOWDOWN_MAX_MS'),
    },
    twoStepLimits: {
      maxWrongCodesPerAccount: numberFromEnv('MFA_RATE_LIMIT_ACCOUNT'),
      maxWrongCodesPerAddress: numberFromEnv('MFA_RATE_LIMIT_ADDRESS'),
    },
  };
}

const ORIGINS = {
  existing: 'existing database',
  template: 'new database, copied from the prepared template',
  initdb: 'new database, created from scratch',
} as const;

let backend: RunningBackend | undefined;
let stopRequested = false;

function shutdown(running: RunningBackend): void {
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Could not stop cleanly:', error);
      process.exit(1);
    },
  );
}

// Registered before starting, so a signal that arrives while the database opens still stops cleanly.
function onSignal(signal: NodeJS.Signals): void {
  if (stopRequested) process.exit(1);
  stopRequested = true;
  console.log(`\n${signal} received, stopping the backend…`);
  if (backend) shutdown(backend);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

try {
  const started = performance.now();
  backend = await startBackend(optionsFromEnv());
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    [
      `Local Supabase-compatible backend is running (started in ${seconds} s).`,
      `  API URL:          ${backend.url}`,
      `  anon key:         ${backend.anonKey}`,
      `  service_role key: ${backend.serviceRoleKey}`,
      `  Data folder:      ${backend.dataDir} (${ORIGINS[backend.databaseOrigin]})`,
      backend.demoAdmin
        ? `  Demo admin:       ${backend.demoAdmin.email} / ${backend.demoAdmin.password}`
        : '  Demo admin:       none (create accounts with npm run admin:create)',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  if (stopRequested) shutdown(backend);
} catch (error) {
  console.error(`The backend could not start: ${(error as Error).message}`);
  process.exit(1);
}
