import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mapTileUrlSchema } from '@edge/contracts';

export { CONFIG_VARIABLES } from './config-variables';

// Both src/config.ts and the bundled dist/server.js sit two levels under
// apps/, so the web build is found the same way from either.
const DEFAULT_WEB_DIST = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const int = (fallback: number) =>
  z.coerce.number().int().positive().default(fallback);

// The documented variables of config-variables.ts, parsed once at start-up.
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: int(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(1).optional(),
  SESSION_TTL_HOURS: int(12),
  SESSION_IDLE_MINUTES: int(60),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Edge <no-reply@edge.local>'),
  PUBLIC_URL: z.url().optional(),
  PARTNER_API_URL: z.url().optional(),
  PARTNER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(10_000),
  PARTNER_SHELL_URL: z.url({ protocol: /^https?$/ }).optional(),
  PARTNER_SSO_SECRET: z.string().min(16).optional(),
  PARTNER_SSO_ISSUER: z.string().min(1).default('partner-sandbox'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: flag.optional(),
  DEMO_COMPANIES: z.coerce.number().int().min(0).max(2_000_000).default(25_000),
  DEMO_ACTIVITY_DAYS: z.coerce.number().int().min(0).max(731).default(90),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  COOKIE_SECURE: flag.default(false),
  TRUST_PROXY: z.string().trim().default('false'),
  RATE_LIMIT_PER_MINUTE: int(600),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: int(300),
  API_KEY_RATE_LIMIT_PER_MINUTE: int(60),
  LOGIN_MAX_FAILURES_PER_USER: int(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(20),
  LOGIN_LOCK_AFTER_FAILURES: int(30),
  LOGIN_WINDOW_MINUTES: int(15),
  LOGIN_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  PASSWORD_CHECKS_AT_ONCE: int(1),
  PASSWORD_CHECKS_QUEUED: z.coerce.number().int().min(0).default(16),
  MAP_TILE_URL: mapTileUrlSchema.optional(),
  EXPORT_MAX_ROWS: int(50_000),
  EXPORTS_PER_DAY: int(20),
  EXPORTS_AT_ONCE: int(2),
  EXPORT_FILE_HOURS: int(48),
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  SUPPORT_EMAIL: z.email().default('support@edge-leads.com'),
  SALES_EMAIL: z.email().default('sales@edge-leads.com'),
  BILLING_PORTAL_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** Which proxies' X-Forwarded-For to believe: none, N hops, or addresses. */
export type TrustProxy = false | number | string[];

/** Argon2id cost; tests lower the memory cost, never the algorithm. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
}

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  sessionSecret: string;
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  partnerApiUrl: string | undefined;
  // The deadline of one try of a partner API call.
  partnerTimeoutMs: number;
  // The partner's shell (sign-in, renewal, after sign-out); by default
  // PARTNER_API_URL/shell.
  partnerShellUrl: string | undefined;
  // Checks the shell's sign-in tokens (decision 0036); no secret, no token.
  partnerSso: { secret: string | undefined; issuer: string };
  webDistDir: string;
  seedDemo: boolean;
  // Companies generated and imported with the demo seed.
  demoCompanies: number;
  // Days of the demo team's activity played after the first demo seed.
  demoActivityDays: number;
  logLevel: string;
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  rateLimitPerMinute: number;
  rateLimitAnonymousPerMinute: number;
  apiKeyRateLimitPerMinute: number;
  login: {
    maxFailuresPerUser: number;
    maxFailuresPerAddress: number;
    lockAfterFailures: number;
    windowMinutes: number;
    // How long a refused sign-in (429, 503) waits before it is answered.
    refusalDelayMs: number;
  };
  passwordHashing: PasswordHashing;
  passwordChecks: { atOnce: number; queued: number };
  // XYZ raster tiles drawn under the map; the offline shapes without it.
  mapTileUrl: string | undefined;
  exports: {
    maxRows: number;
    perDay: number;
    atOnce: number;
    fileHours: number;
  };
  // The hour (0-23, the server's time zone) the daily alert mail goes out.
  alertDigestHour: number;
  // Where the Support Center's contact form mails each request.
  supportEmail: string;
  // Where upgrade requests are mailed.
  salesEmail: string;
  // The billing provider's portal; unset: this app's own billing page.
  billingPortalUrl: string | undefined;
}

/** The start-up error for a configuration that cannot run. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// ARCHITECTURE §1: production refuses a missing secret; development keeps
// one generated secret in DATA_DIR so sessions survive a restart.
function resolveSessionSecret(
  given: string | undefined,
  dataDir: string,
  isProduction: boolean,
): string {
  if (given) return given;
  if (isProduction) {
    throw new ConfigError(
      'SESSION_SECRET must be set when NODE_ENV=production.',
    );
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// A boolean 'true' would believe any client's X-Forwarded-For, so a rotated
// header would beat every limit: only hops or named proxies are taken.
function parseTrustProxy(value: string): TrustProxy {
  const text = value.toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) => {
    const [ip, bits, extra] = entry.split('/');
    if (extra !== undefined || !ip || isIP(ip) === 0) return false;
    return bits === undefined || /^\d{1,3}$/.test(bits);
  };
  if (entries.every(isAddress)) return entries;
  throw new ConfigError(
    `Invalid environment: TRUST_PROXY must be false, a hop count or a comma-separated list of proxy addresses (got '${value}').`,
  );
}

function partnerShellUrl(
  given: string | undefined,
  apiUrl: string | undefined,
): string | undefined {
  const url =
    given ?? (apiUrl ? `${apiUrl.replace(/\/$/, '')}/shell` : undefined);
  return url?.replace(/\/$/, '');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}

function parseEnv(env: NodeJS.ProcessEnv): z.output<typeof envSchema> {
  // An empty variable counts as unset, as in most shells' `VAR= cmd`.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid environment: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** Reads the environment; throws ConfigError when it cannot run. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: join(dataDir, 'edge.sqlite'),
    sessionSecret: resolveSessionSecret(
      e.SESSION_SECRET,
      dataDir,
      isProduction,
    ),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: publicUrl.replace(/\/$/, ''),
    partnerApiUrl: e.PARTNER_API_URL,
    partnerTimeoutMs: e.PARTNER_TIMEOUT_MS,
    partnerShellUrl: partnerShellUrl(e.PARTNER_SHELL_URL, e.PARTNER_API_URL),
    partnerSso: { secret: e.PARTNER_SSO_SECRET, issuer: e.PARTNER_SSO_ISSUER },
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    demoCompanies: e.DEMO_COMPANIES,
    demoActivityDays: e.DEMO_ACTIVITY_DAYS,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitAnonymousPerMinute: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    login: {
      maxFailuresPerUser: e.LOGIN_MAX_FAILURES_PER_USER,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockAfterFailures: e.LOGIN_LOCK_AFTER_FAILURES,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      refusalDelayMs: e.LOGIN_REFUSAL_DELAY_MS,
    },
    // argon2's defaults (64 MiB, 3 passes) for every real start.
    passwordHashing: { memoryCost: 65536, timeCost: 3 },
    passwordChecks: {
      atOnce: e.PASSWORD_CHECKS_AT_ONCE,
      queued: e.PASSWORD_CHECKS_QUEUED,
    },
    mapTileUrl: e.MAP_TILE_URL,
    exports: {
      maxRows: e.EXPORT_MAX_ROWS,
      perDay: e.EXPORTS_PER_DAY,
      atOnce: e.EXPORTS_AT_ONCE,
      fileHours: e.EXPORT_FILE_HOURS,
    },
    alertDigestHour: e.ALERT_DIGEST_HOUR,
    supportEmail: e.SUPPORT_EMAIL,
    salesEmail: e.SALES_EMAIL,
    billingPortalUrl: e.BILLING_PORTAL_URL,
  };
}
