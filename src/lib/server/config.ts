import { z } from 'zod';
import { isValidInvoiceRegistrationNumber } from '../domain/corporate-number';
import { OTHER_KNOWN_VARIABLES, suspectedTypos } from './config-typos';
import { MFA_KEY_RULE, mfaKeyBytes } from './auth/mfa/key-text';

/** `VAR=` in an env file means "not set", not "set to nothing". */
function unsetWhenBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);
}

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
  /**
   * Serve the built public tracking site (dist/public-report, which `npm start` builds) from this
   * process on the port of PUBLIC_REPORT_BASE_URL, so the demo certificates' links open. Unset: with
   * the demo data only; a deployment serves the site with nginx or a CDN (docs/public-report-deploy.md).
   */
  PUBLIC_REPORT_SERVE: z
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
  /**
   * Issuer of settlement statements (qualified invoices): the market operator, and its qualified
   * invoice issuer registration number (T + 13 digits with the corporate number's check digit).
   * Both are printed on, and stored with, every statement: required on PostgreSQL (a deployment);
   * only the embedded demo falls back to DEMO_MARKET_OPERATOR (see operatorIdentityProblems).
   */
  MARKET_OPERATOR_NAME: unsetWhenBlank(z.string().optional()),
  MARKET_OPERATOR_INVOICE_NO: unsetWhenBlank(
    z
      .string()
      .refine(isValidInvoiceRegistrationNumber, {
        message: '適格請求書発行事業者の登録番号は T と13桁の数字（法人番号の検査用数字を含む）で指定してください',
      })
      .optional(),
  ),
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
  /** Calls one personal API token may make per minute (decision 0023); beyond it 429. */
  API_TOKEN_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Key that encrypts TOTP secrets (32 bytes, base64 or hex). Unset: a random key is created once in
   * MFA_KEY_FILE. Either way it lives outside the database, so a dump alone reveals no secret;
   * several app instances must share it: with DATABASE_URL, MFA_KEY is required (no per-host file).
   */
  // Checked here so that a wrong key stops the start, not the first MFA setup.
  MFA_KEY: z
    .string()
    .refine((text) => mfaKeyBytes(text) !== undefined, { message: MFA_KEY_RULE })
    .optional(),
  MFA_KEY_FILE: z.string().default('.data/mfa.key'),
  /** Port of the Prometheus metrics endpoint (GET /metrics); unset: no metrics endpoint. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address the metrics endpoint listens on: the loopback address unless the scraper is elsewhere. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Who runs `npm run ops` (audited as ops:<name>); unset: the login name of the shell's user. */
  OPS_OPERATOR: unsetWhenBlank(z.string().optional()),
  /** Largest accepted JSON request body, in bytes. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type ServerConfig = Omit<
  ParsedEnv,
  'SEED_DEMO' | 'PUBLIC_REPORT_SERVE' | 'MARKET_OPERATOR_NAME' | 'MARKET_OPERATOR_INVOICE_NO'
> & {
  SEED_DEMO: boolean;
  PUBLIC_REPORT_SERVE: boolean;
  MARKET_OPERATOR_NAME: string;
  MARKET_OPERATOR_INVOICE_NO: string;
};

/**
 * The issuer the embedded demo prints on its statements. Never used on PostgreSQL: a wrong
 * registration number on a stored qualified invoice cannot be corrected silently afterwards.
 */
export const DEMO_MARKET_OPERATOR = {
  MARKET_OPERATOR_NAME: '一般社団法人 非化石価値取引所',
  MARKET_OPERATOR_INVOICE_NO: 'T9010005006215',
} as const;

/**
 * What is missing of the operator's identity. The embedded database (no DATABASE_URL) is the local
 * trial of the README's first command, which must start with no variable at all; any PostgreSQL
 * database is a deployment, whose statements must carry the real issuer.
 */
function operatorIdentityProblems(env: ParsedEnv): string[] {
  if (!env.DATABASE_URL) return [];
  const missing = (['MARKET_OPERATOR_NAME', 'MARKET_OPERATOR_INVOICE_NO'] as const).filter((k) => !env[k]);
  return missing.map(
    (name) =>
      `  ${name}: PostgreSQL（DATABASE_URL）で運用するときは必須です（精算書に記載する市場運営者の${
        name === 'MARKET_OPERATOR_NAME' ? '名称' : '適格請求書発行事業者登録番号'
      }）`,
  );
}

/** Thrown for an environment the server must not start with; the message is for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? operatorIdentityProblems(parsed.data)
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`環境変数の設定に誤りがあるため起動できません:\n${problems.join('\n')}`);
  }
  const data = parsed.data;
  const seedDemo = data.SEED_DEMO ?? !data.DATABASE_URL;
  return {
    ...data,
    SEED_DEMO: seedDemo,
    PUBLIC_REPORT_SERVE: data.PUBLIC_REPORT_SERVE ?? seedDemo,
    MARKET_OPERATOR_NAME: data.MARKET_OPERATOR_NAME ?? DEMO_MARKET_OPERATOR.MARKET_OPERATOR_NAME,
    MARKET_OPERATOR_INVOICE_NO: data.MARKET_OPERATOR_INVOICE_NO ?? DEMO_MARKET_OPERATOR.MARKET_OPERATOR_INVOICE_NO,
  };
}

let cached: ServerConfig | undefined;

export function config(): ServerConfig {
  cached ??= loadConfig();
  return cached;
}

/** Every variable of the schema (the README's configuration table lists exactly these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * Warnings for set variables that look like a misspelling of one of ours (DATABSE_URL for
 * DATABASE_URL); the start script and the operator CLI print them before anything else.
 */
export function misspeltVariableWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const known = [...CONFIG_VARIABLES, ...OTHER_KNOWN_VARIABLES];
  return suspectedTypos(env, known).map(
    ({ given, meant }) => `環境変数 ${given} は使われません。${meant} の誤りではありませんか？`,
  );
}

/** Tests change the environment between suites; they call this to re-read it. */
export function resetConfigForTests(): void {
  cached = undefined;
}
