import { z } from 'zod';
import { OTHER_KNOWN_VARIABLES, suspectedTypos } from './config-typos';

/**
 * Environment read and validated once. Every server module takes its settings from here,
 * so a typo in a variable name fails at start, not at the first request that needs it.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in PGLITE_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('.data/pglite'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Minutes of inactivity after which a session ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Absolute session lifetime in hours, whatever the activity. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /** Secure cookies need HTTPS; off only for plain-HTTP local runs and tests. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Base URL of the public tracking site, printed on certificate PDFs. */
  PUBLIC_REPORT_BASE_URL: z.string().url().default('http://127.0.0.1:4322'),
  /** Origins allowed to call the two public certificate endpoints (comma separated). */
  PUBLIC_REPORT_ORIGINS: z
    .string()
    .default('http://127.0.0.1:4322,http://localhost:4322')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Seconds a shared cache (a CDN keyed on the full URL, query string included) may keep a right
   * public certificate answer (s-maxage); 0, the default, marks them private: browsers only
   * (docs/public-report-deploy.md).
   */
  PUBLIC_LOOKUP_SHARED_MAX_AGE: z.coerce
    .number()
    .int()
    .min(0)
    .max(365 * 24 * 3600)
    .default(0),
  /**
   * Load demo members and users into an empty database at start. Unset: only into the embedded
   * database (a local trial); a PostgreSQL deployment gets demo data only when asked for it.
   */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (counted from the right). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /**
   * The origin members' browsers use (https://nfc.example.jp) when a TLS-terminating proxy sits in
   * front: the app itself then sees plain http on its own host and port, not what the browser sends
   * as Origin. Unset when the browser reaches the app directly.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .optional()
    .transform((v) => (v === undefined ? undefined : new URL(v).origin)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Issuer of settlement statements (qualified invoices): the market operator. */
  MARKET_OPERATOR_NAME: z.string().min(1).default('一般社団法人 非化石価値取引所'),
  /** Its qualified invoice issuer registration number (T + 13 digits). */
  MARKET_OPERATOR_INVOICE_NO: z
    .string()
    .regex(/^T\d{13}$/)
    .default('T9010005006215'),
  /**
   * The two-person rule: a console operator's clearing, business-date change or maintenance switch
   * waits as a change request until a different operator approves it (decision 0015). The CLI is
   * the server-side break-glass path and is not subject to it.
   */
  ADMIN_FOUR_EYES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Hours after which a change request not yet approved expires (it is then requested again). */
  ADMIN_FOUR_EYES_EXPIRY_HOURS: z.coerce.number().int().min(1).max(72).default(8),
  /**
   * Key that encrypts TOTP secrets (32 bytes, base64 or hex). Unset: a random key is created once in
   * MFA_KEY_FILE. Either way it lives outside the database, so a dump alone reveals no secret;
   * several app instances must share it: with DATABASE_URL, MFA_KEY is required (no per-host file).
   */
  MFA_KEY: z.string().min(1).optional(),
  MFA_KEY_FILE: z.string().default('.data/mfa.key'),
  /** Port of the Prometheus metrics endpoint (GET /metrics); unset: no metrics endpoint. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address the metrics endpoint listens on: the loopback address unless the scraper is elsewhere. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Largest accepted JSON request body, in bytes. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

export type ServerConfig = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

let cached: ServerConfig | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  return { ...data, SEED_DEMO: data.SEED_DEMO ?? !data.DATABASE_URL };
}

export function config(): ServerConfig {
  cached ??= loadConfig();
  return cached;
}

/**
 * Warnings for set variables that look like a misspelling of one of ours (DATABSE_URL for
 * DATABASE_URL); the start script and the operator CLI print them before anything else.
 */
export function misspeltVariableWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const known = [...Object.keys(envSchema.shape), ...OTHER_KNOWN_VARIABLES];
  return suspectedTypos(env, known).map(
    ({ given, meant }) => `環境変数 ${given} は使われません。${meant} の誤りではありませんか？`,
  );
}

/** Tests change the environment between suites; they call this to re-read it. */
export function resetConfigForTests(): void {
  cached = undefined;
}
