import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './lib/project-root.ts';
import { parseStorageUrl, type StorageConfig } from './lib/uploads/storage-url.ts';

/** Every setting the server reads, documented in .env.example and the README. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** Unset: files under DATA_DIR/uploads; else an S3-compatible bucket (lib/uploads/storage-url.ts). */
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseStorageUrl(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
  MAIL_FROM: z.string().default('Aworan <no-reply@aworan.ng>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  CONTRACT_SEAL_P12: z.string().optional(),
  CONTRACT_SEAL_PASSWORD: z.string().optional(),
  /** Unset: production unless PUBLIC_URL is this machine (decision 192). */
  NODE_ENV: z.string().optional(),
  CLIENT_DIR: z.string().default('dist/client'),
  SSR_DIR: z.string().default('dist/ssr'),
  TRUSTED_ORIGINS: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must be a Paystack secret key (sk_test_… or sk_live_…)')
    .optional()
    .or(z.literal('')),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().optional().or(z.literal('')),
  /** The key replaced in a rotation: its webhooks are still accepted until it is removed. */
  PAYSTACK_PREVIOUS_SECRET_KEY: z.string().optional(),
  /** SMS through Termii: on only with both the key and a registered sender ID (decision 272). */
  TERMII_API_KEY: z.string().optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{3,11}$/, 'must be a registered Termii sender ID (3 to 11 letters or digits)')
    .optional()
    .or(z.literal('')),
  TERMII_BASE_URL: z.url().optional().or(z.literal('')),
  /** What this process does (decision 286): `web` answers HTTP, `worker` runs the jobs, `all` both. */
  AWORAN_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** Lets a scraper elsewhere read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('')),
});

/** `web` serves HTTP and queues jobs; `worker` runs them and answers only health and metrics. */
export type ProcessRole = 'all' | 'web' | 'worker';

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Where uploaded and generated files live: the local folder, or an S3-compatible bucket. */
  storage: StorageConfig;
  mailFrom: string;
  logLevel: string;
  /** Fastify trustProxy: false unless TRUST_PROXY names the proxies (hop count, IPs or CIDRs). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  authSecret: string | undefined;
  /** The certificate that seals signed contract PDFs; absent: the platform's own (decision 132). */
  contractSeal?: { p12Path: string; password: string | undefined };
  isProduction: boolean;
  /**
   * Set when NODE_ENV was not given and PUBLIC_URL is not this machine, so the server runs in
   * production mode anyway: the one line it prints at start to say so.
   */
  modeNotice?: string;
  /** Built front end; absent in API-only tests. */
  clientDir: string | undefined;
  /** The server renderer's build (relative paths from the project root); absent in API-only tests. */
  ssrDir: string | undefined;
  /** Run pg-boss workers and schedules (tests switch it off unless they test jobs). */
  jobs: boolean;
  /** What this process does when several run on one database (decision 286); default `all`. */
  role: ProcessRole;
  /** A scraper's bearer token for /metrics; without it only direct local requests read them. */
  metricsToken: string | undefined;
  /** Origins besides PUBLIC_URL allowed to send cookie-authenticated writes (CSRF check). */
  trustedOrigins: string[];
  /** Social sign-in providers, each on only when both its id and secret are set. */
  socialProviders: {
    google?: { clientId: string; clientSecret: string };
    facebook?: { clientId: string; clientSecret: string };
  };
  /** Online payments; absent without PAYSTACK_SECRET_KEY (clients then pay by bank transfer). */
  paystack?: PaystackConfig;
  /** SMS reminders; absent without TERMII_API_KEY and TERMII_SENDER_ID (every SMS option hidden). */
  termii?: TermiiConfig;
  /**
   * TEST HARNESS ONLY: a cheap password hash in place of scrypt, so that tests don't spend
   * their time hashing. loadConfig never sets it (no environment variable can), only
   * tests/test-app.ts does, and the auth plugin refuses it in production.
   */
  testPasswordHasher?: PasswordHasher;
  /**
   * TEST HARNESS ONLY: each inline job runs this many times (2 in the test that proves every
   * handler idempotent). loadConfig never sets it.
   */
  inlineJobRuns?: number;
  /**
   * TEST HARNESS ONLY: seconds between the job queue's schedule passes (pg-boss's default is
   * 30), so a test of schedules does not wait half a minute. loadConfig never sets it.
   */
  schedulePassSeconds?: number;
}

export interface PaystackConfig {
  secretKey: string;
  publicKey: string | undefined;
  /** Paystack's API, or a local fake in tests. */
  baseUrl: string;
  /** Secrets webhooks may be signed with: the current key, then the previous one in a rotation. */
  webhookSecrets: string[];
}

export interface TermiiConfig {
  apiKey: string;
  senderId: string;
  /** The account's API address (its dashboard shows it), or a local fake in tests. */
  baseUrl: string;
}

/** Termii's documented API address; an account whose dashboard shows another sets TERMII_BASE_URL. */
export const TERMII_DEFAULT_BASE_URL = 'https://api.ng.termii.com';

/** better-auth's `emailAndPassword.password` option. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

function pair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Production unless NODE_ENV says otherwise; when NODE_ENV is not set at all, production as soon
 * as PUBLIC_URL is not this machine (a server people reach is never a developer's), with one
 * line at start saying so (decision 192).
 */
function modeOf(
  nodeEnv: string | undefined,
  publicUrl: string,
): { isProduction: boolean; modeNotice?: string } {
  if (nodeEnv !== undefined && nodeEnv !== '') return { isProduction: nodeEnv === 'production' };
  if (LOCAL_HOSTS.has(new URL(publicUrl).hostname)) return { isProduction: false };
  return {
    isProduction: true,
    modeNotice: `NODE_ENV is not set and PUBLIC_URL (${publicUrl}) is not this machine: running in production mode (set NODE_ENV=development to run in development mode).`,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    storage: parseStorageUrl(e.STORAGE_URL),
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authSecret: e.AUTH_SECRET,
    ...(e.CONTRACT_SEAL_P12 && {
      contractSeal: { p12Path: path.resolve(e.CONTRACT_SEAL_P12), password: e.CONTRACT_SEAL_PASSWORD },
    }),
    ...modeOf(e.NODE_ENV, publicUrl),
    clientDir: path.resolve(e.CLIENT_DIR),
    ssrDir: path.resolve(PROJECT_ROOT, e.SSR_DIR),
    jobs: true,
    role: e.AWORAN_ROLE,
    metricsToken: e.METRICS_TOKEN || undefined,
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    ...(e.PAYSTACK_SECRET_KEY && {
      paystack: {
        secretKey: e.PAYSTACK_SECRET_KEY,
        publicKey: e.PAYSTACK_PUBLIC_KEY || undefined,
        baseUrl: (e.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/$/, ''),
        webhookSecrets: [
          e.PAYSTACK_SECRET_KEY,
          ...(e.PAYSTACK_PREVIOUS_SECRET_KEY ? [e.PAYSTACK_PREVIOUS_SECRET_KEY] : []),
        ],
      },
    }),
    ...(e.TERMII_API_KEY &&
      e.TERMII_SENDER_ID && {
        termii: {
          apiKey: e.TERMII_API_KEY,
          senderId: e.TERMII_SENDER_ID,
          baseUrl: (e.TERMII_BASE_URL || TERMII_DEFAULT_BASE_URL).replace(/\/$/, ''),
        },
      }),
    socialProviders: {
      ...(pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET) && {
        google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      }),
      ...(pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET) && {
        facebook: pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
      }),
    },
  };
}
