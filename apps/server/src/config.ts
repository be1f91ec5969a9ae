/**
 * Configuration from the environment, validated once at start. Every bad value is reported by name with what
 * was expected, so a self-hoster sees all mistakes at once instead of one crash at a time.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { message: 'must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(5000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z
      .url({ message: 'must be an absolute http(s) URL, e.g. https://meals.example.org' })
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Where the built web app lives; served with history fallback in production. */
  WEB_DIST_DIR: optionalString,
  /** Largest accepted request body in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).max(10 * 1024 * 1024).default(100 * 1024),

  // Accounts (docs/decisions/0003-authentication.md)
  /** Signs session cookies and sign-in state; generated once and kept in the database when not given. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Comma-separated e-mails that become admins when they register or sign in. */
  ADMIN_EMAILS: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalString.pipe(
    z.url({ message: 'must be an absolute URL, e.g. https://accounts.google.com' }).optional(),
  ),
  OIDC_NAME: optionalString,
  PASSWORD_MIN_LENGTH: positiveInt(128).default(8),
  PASSWORD_MAX_LENGTH: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(8, 'must be between 8 and 1024').max(1024, 'must be between 8 and 1024'))
      .optional(),
  ),
  PASSWORD_REQUIRE_LOWERCASE: flag,
  PASSWORD_REQUIRE_UPPERCASE: flag,
  PASSWORD_REQUIRE_DIGIT: flag,
  PASSWORD_REQUIRE_SPECIAL: flag,
  SESSION_IDLE_DAYS: positiveInt(365).default(7),
  SESSION_ABSOLUTE_DAYS: positiveInt(3650).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(1000).default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(100_000).default(50),
  LOGIN_THROTTLE_MINUTES: positiveInt(24 * 60).default(15),

  // Proxies and request limits (docs/decisions/0009-throttling-and-proxies.md)
  /** Off: the client is the connection's address and X-Forwarded-For is ignored. */
  TRUST_PROXY: optionalString,
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt(1_000_000).default(10),
  INVITATIONS_PER_ACCOUNT_PER_DAY: positiveInt(1_000_000).default(30),
  LISTS_PER_ACCOUNT: positiveInt(1_000_000).default(100),

  // Mail (invitations). Without SMTP_URL messages wait in the outbox and their links are logged.
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/, 'must be an address, e.g. MealPlanr <meals@example.org>')
      .optional(),
  ),

  // AI chef (docs/decisions/0006-llm-chef.md): any OpenAI-compatible chat-completions server. Off without both.
  LLM_BASE_URL: optionalString.pipe(
    z
      .url({ message: 'must be an absolute http(s) URL, e.g. http://127.0.0.1:11434/v1 or https://api.openai.com/v1' })
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
  ),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  /** The whole time the model may take for one plan, asking again included. */
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be between 1000 and 1800000')
    .max(30 * 60_000, 'must be between 1000 and 1800000')
    .default(120_000),

  // Recipe import: networks a self-hoster allows although they are not public (an intranet recipe server).
  IMPORT_ALLOW_NETWORKS: optionalString,
});

export interface PasswordPolicyConfig {
  minLength: number;
  maxLength: number | undefined;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
}

export interface AuthConfig {
  secret: string | undefined;
  adminEmails: string[];
  /** Present only when both client id and secret are set; otherwise there is no Google button. */
  oidc: { clientId: string; clientSecret: string; issuer: string; name: string } | undefined;
  passwordPolicy: PasswordPolicyConfig;
  session: { idleDays: number; absoluteDays: number };
  loginThrottle: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMinutes: number };
}

/**
 * Which proxies may tell the client's address (Fastify's `trustProxy`): false (none: the connection's address is
 * the client), a hop count, or the proxies' addresses and networks.
 */
export type TrustProxy = false | number | string[];

/** Request limits (ADR 0009); counted in the database on PostgreSQL, in memory on the embedded database. */
export interface LimitsConfig {
  registrationsPerIpPerHour: number;
  invitationsPerAccountPerDay: number;
  /** Grocery lists one account may own. */
  listsPerAccount: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The origin people reach the app at; cookies are Secure and HSTS is sent when it is https. */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  bodyLimit: number;
  trustProxy: TrustProxy;
  limits: LimitsConfig;
  auth: AuthConfig;
  mail: MailConfig;
  /** The AI chef's model; undefined when not configured (only the built-in planner is offered). */
  llm: LlmConfig | undefined;
  /** Networks (CIDRs) recipe import may visit although they are not public; empty: public addresses only. */
  importAllowNetworks: string[];
}

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible API, up to and including the version, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface MailConfig {
  /** SMTP server to send through; undefined: mail stays in the outbox and invitation links are logged. */
  smtpUrl: string | undefined;
  /** Sender of every message. */
  from: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Reads and validates the configuration.
 *
 * @example loadConfig({ PORT: '8080' }).port // 8080
 * @throws ConfigError naming every bad variable
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.PASSWORD_MAX_LENGTH !== undefined && e.PASSWORD_MAX_LENGTH < e.PASSWORD_MIN_LENGTH) {
    throw new ConfigError(['PASSWORD_MAX_LENGTH: must not be smaller than PASSWORD_MIN_LENGTH']);
  }
  if (!!e.OIDC_CLIENT_ID !== !!e.OIDC_CLIENT_SECRET) {
    throw new ConfigError(['OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set both to enable Google sign-in, or neither']);
  }
  if (!!e.LLM_BASE_URL !== !!e.LLM_MODEL) {
    throw new ConfigError(['LLM_BASE_URL and LLM_MODEL: set both to enable the AI chef, or neither']);
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') throw new ConfigError([`TRUST_PROXY: ${trustProxy}`]);
  const importAllowNetworks = parseNetworkList(e.IMPORT_ALLOW_NETWORKS);
  if (typeof importAllowNetworks === 'string') throw new ConfigError([`IMPORT_ALLOW_NETWORKS: ${importAllowNetworks}`]);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    bodyLimit: e.BODY_LIMIT,
    trustProxy,
    limits: {
      registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
      invitationsPerAccountPerDay: e.INVITATIONS_PER_ACCOUNT_PER_DAY,
      listsPerAccount: e.LISTS_PER_ACCOUNT,
    },
    auth: {
      secret: e.AUTH_SECRET,
      adminEmails: (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
      oidc:
        e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              issuer: (e.OIDC_ISSUER ?? 'https://accounts.google.com').replace(/\/+$/, ''),
              name: e.OIDC_NAME ?? 'Google',
            }
          : undefined,
      passwordPolicy: {
        minLength: e.PASSWORD_MIN_LENGTH,
        maxLength: e.PASSWORD_MAX_LENGTH,
        requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
        requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
        requireDigit: e.PASSWORD_REQUIRE_DIGIT,
        requireSpecial: e.PASSWORD_REQUIRE_SPECIAL,
      },
      session: { idleDays: e.SESSION_IDLE_DAYS, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
      loginThrottle: {
        maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
        windowMinutes: e.LOGIN_THROTTLE_MINUTES,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `MealPlanr <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    importAllowNetworks,
  };
}

/**
 * A comma-separated list of networks (`10.0.0.0/8`, `fd12:3456::/48`) or single addresses (`192.168.1.20`),
 * written the standard way; returns the problem as a string otherwise.
 *
 * @example parseNetworkList('127.0.0.1/32, 192.168.1.20') // ['127.0.0.1/32', '192.168.1.20']
 */
export function parseNetworkList(value: string | undefined): string[] | string {
  const entries = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length > 0) {
      return `"${entry}" is not a network or address; give networks like 192.168.1.0/24 or addresses like 192.168.1.20, comma-separated`;
    }
  }
  return entries;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; a number is how many proxies stand in front; otherwise a
 * comma-separated list of the proxies' addresses or networks (`10.0.0.0/8`, `::1`, `loopback`, `uniquelocal`).
 * Returns the problem as a string when the value is not one of these.
 *
 * @example parseTrustProxy('1') // 1
 * @example parseTrustProxy('127.0.0.1, 10.0.0.0/8') // ['127.0.0.1', '10.0.0.0/8']
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'no' || text === 'off') return false;
  if (text === 'true' || text === 'yes' || text === 'on') {
    return 'trusting every address would let any client choose its own address; give the proxies\' addresses (e.g. 127.0.0.1 or 10.0.0.0/8) or how many proxies stand in front (e.g. 1)';
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : 'must be at most 10 proxies';
  }
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_KEYWORDS.has(entry)) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const prefixOk =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length > 0) {
      return `"${entry}" is not an address or network; give addresses or networks (e.g. 127.0.0.1, 10.0.0.0/8), loopback, uniquelocal, or a number of proxies`;
    }
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count trusts that many hops whatever their address — the socket's
 * peer and the entries before it in X-Forwarded-For — so it is only safe when the server cannot be reached except
 * through those proxies (Fastify itself no longer accepts a bare number for that reason).
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** A configuration for tests: in-memory defaults, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
