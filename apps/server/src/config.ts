/**
 * Configuration from the environment, validated once at start. Every bad value is reported by name with what
 * was expected, so a self-hoster sees all mistakes at once instead of one crash at a time.
 */
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
  auth: AuthConfig;
  mail: MailConfig;
  /** The AI chef's model; undefined when not configured (only the built-in planner is offered). */
  llm: LlmConfig | undefined;
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
  };
}

/** A configuration for tests: in-memory defaults, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
