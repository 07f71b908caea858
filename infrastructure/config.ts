import os from 'node:os';
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_FORMS, type TrustProxy } from './trust-proxy';

const optionalUrl = (name: string) =>
  z.string().trim().optional().transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[a-z][a-z0-9+.-]*:\/\//i.test(v), `${name} must be a URL such as scheme://host:port`);

const optionalText = () => z.string().trim().optional().transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0, 'PORT must be 0–65535').max(65535, 'PORT must be 0–65535').default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  EVENTSTORE_URL: optionalUrl('EVENTSTORE_URL'),
  MONGO_URL: optionalUrl('MONGO_URL'),
  MONGO_DB: z.string().min(1).default('ubr'),
  SESSION_SECRET: z.string().optional(),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('UBR League <no-reply@ubrleague.com>'),
  LEAGUE_NAME: z.string().min(1).default('UBR'),
  /** where new claim requests are announced; unset: every admin's and super admin's email */
  CLAIMS_NOTIFY_EMAIL: z.string().trim().optional().transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.split(',').every((a) => /^[^\s@]+@[^\s@]+$/.test(a.trim())),
      'CLAIMS_NOTIFY_EMAIL must be an email address (or several, comma-separated)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the password hasher: argon2id (default); 'scrypt' only as the old baseline in the sign-in bench */
  PASSWORD_HASH: z.enum(['argon2id', 'scrypt'], { error: "PASSWORD_HASH must be 'argon2id' or 'scrypt'" }).default('argon2id'),
  /** argon2id memory in KiB (default OWASP's 19456), or scrypt's N with PASSWORD_HASH=scrypt; only tests lower it */
  PASSWORD_HASH_COST: z.coerce.number().int().min(1024, 'PASSWORD_HASH_COST must be 1024 or more').optional(),
  /** hashes and verifies at once (below libuv's 4 threads, so file reads find one free); 0: unbounded, the old way, for the bench */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  /** hashes that may wait for a slot; one more answers 503 'The server is busy; please try again in a moment.' */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(512),
  /** Express `trust proxy`, parsed once into the value Express reads (see trust-proxy.ts) */
  TRUST_PROXY: z.string().optional().transform((v, ctx): TrustProxy => {
    const parsed = parseTrustProxy(v);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY must be ${TRUST_PROXY_FORMS}, not "${v}"` });
      return z.NEVER;
    }
    return parsed;
  }),
  /**
   * where the rate limiters count: 'shared' (SQLite beside the log, or MongoDB with MONGO_URL), so that
   * several instances count together; 'memory' (this process only). Unset: shared with MONGO_URL, else memory
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'shared'], { error: "RATE_LIMIT_STORE must be 'memory' or 'shared'" }).optional(),
  /** reactor leases (one instance runs each reactor): a silent holder's lease ends after LEASE_TTL_MS; holders renew every LEASE_RENEW_MS */
  LEASE_TTL_MS: z.coerce.number().int().min(100, 'LEASE_TTL_MS must be 100 or more').default(10_000),
  LEASE_RENEW_MS: z.coerce.number().int().min(20, 'LEASE_RENEW_MS must be 20 or more').default(2_000),
  /** multiplies every rate limit; test suites that register many users raise it */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  WEB_DIST: z.string().optional(),
  /** ffprobe / ffmpeg binaries; default: the ones the npm installer packages ship */
  FFPROBE_PATH: z.string().optional(),
  FFMPEG_PATH: z.string().optional(),
  /** largest video upload accepted, in MB */
  VIDEO_MAX_MB: z.coerce.number().int().positive().default(2048),
  /** background transcoding of uploaded videos to the rendition ladder */
  RENDITIONS: z.enum(['on', 'off'], { error: "RENDITIONS must be 'on' or 'off'" }).default('on'),
  /** ffmpeg threads per rendition; 0: ffmpeg's own choice (every core). Default: half the cores, so serving keeps the rest */
  RENDITION_THREADS: z.coerce.number().int('RENDITION_THREADS must be a whole number').min(0, 'RENDITION_THREADS must be 0–64').max(64, 'RENDITION_THREADS must be 0–64')
    .default(() => Math.max(1, Math.floor(os.availableParallelism() / 2))),
  /** ffmpeg's CPU priority: 0 normal … 19 lowest (it yields to the site's requests) */
  RENDITION_NICE: z.coerce.number().int('RENDITION_NICE must be a whole number').min(0, 'RENDITION_NICE must be 0–19').max(19, 'RENDITION_NICE must be 0–19').default(19),
  /** renditions made at once (each one ffmpeg) */
  /** 'on': a rendition's ffmpeg is paused while the serving thread is busy (serving-first.ts) */
  RENDITION_YIELD: z.enum(['on', 'off']).default('on'),
  RENDITION_CONCURRENCY: z.coerce.number().int('RENDITION_CONCURRENCY must be a whole number').min(1, 'RENDITION_CONCURRENCY must be 1 or more').max(16, 'RENDITION_CONCURRENCY must be 16 or less').default(1),
  /** set: files go to this Google Cloud Storage bucket instead of local disk */
  GCS_BUCKET: optionalText(),
  GCS_PROJECT_ID: optionalText(),
  /** a service account key: a path to its JSON file, or the JSON itself; unset: Application Default Credentials */
  GCS_CREDENTIALS: optionalText(),
  /** an emulator's address (fake-gcs-server); unset: Google's */
  GCS_API_ENDPOINT: optionalUrl('GCS_API_ENDPOINT'),
  /** an unfinished chunked upload untouched this long is removed (its part file and manifest) */
  CHUNKED_UPLOAD_TTL_HOURS: z.coerce.number().positive().default(24),
  /** unfinished chunked uploads one admin may hold at once; one more init answers 409 */
  CHUNKED_UPLOADS_PER_ADMIN: z.coerce.number().int('CHUNKED_UPLOADS_PER_ADMIN must be a whole number')
    .min(1, 'CHUNKED_UPLOADS_PER_ADMIN must be 1 or more').default(3),
  /** the declared sizes of one admin's unfinished chunked uploads, summed, in MB; unset: 4096, or VIDEO_MAX_MB if larger */
  CHUNKED_UPLOADS_MAX_MB: z.coerce.number().int('CHUNKED_UPLOADS_MAX_MB must be a whole number')
    .positive('CHUNKED_UPLOADS_MAX_MB must be 1 or more').optional(),
  /** YouTube Data API v3 key; unset: every YouTube call answers that YouTube is not configured */
  YOUTUBE_API_KEY: optionalText(),
  /** a channel to search in (the league's own); unset: all of YouTube */
  YOUTUBE_CHANNEL_ID: optionalText(),
  /** the API's root URL (the client's rootUrl); tests point it at a local stand-in; unset: Google's */
  YOUTUBE_API_ROOT: optionalUrl('YOUTUBE_API_ROOT'),
  /** the daily quota as Google grants it (Pacific-time days): search.list calls, and units of every other call */
  YOUTUBE_SEARCH_CALLS_PER_DAY: z.coerce.number().int().min(0).default(100),
  YOUTUBE_UNITS_PER_DAY: z.coerce.number().int().min(0).default(10_000),
  /** search.list pages (50 results each) per sync */
  /** Prometheus metrics at /metrics: admins only on the site's port; METRICS_PORT also serves them without a session */
  METRICS: z.enum(['on', 'off'], { error: "METRICS must be 'on' or 'off'" }).default('on'),
  METRICS_PORT: z.coerce.number().int().min(0, 'METRICS_PORT must be 0–65535').max(65535, 'METRICS_PORT must be 0–65535').optional(),
  YOUTUBE_SEARCH_PAGES: z.coerce.number().int().min(1, 'YOUTUBE_SEARCH_PAGES must be 1 or more').max(10, 'YOUTUBE_SEARCH_PAGES must be 10 or less').default(1),
});

export type Env = z.infer<typeof schema>;

export interface AppConfig extends Env {
  publicUrl: string;
  leagueName: string;
  production: boolean;
  /**
   * Served over https: Secure session cookie, HSTS and upgrade-insecure-requests. True in
   * production unless PUBLIC_URL says plain http (a local try of the compose stack).
   */
  secureTransport: boolean;
  /** embedded default: SQLite events, in-memory read models, SQLite sessions */
  embedded: { events: boolean; reads: boolean };
  /** always set: the default resolved */
  CHUNKED_UPLOADS_MAX_MB: number;
}

/** Room for two largest videos at the default VIDEO_MAX_MB. */
const CHUNKED_UPLOADS_DEFAULT_MB = 4096;

export class ConfigError extends Error {}

/** Validate the environment once at start, with one clear line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.LEASE_RENEW_MS * 2 > e.LEASE_TTL_MS) {
    throw new ConfigError('Invalid configuration:\n  LEASE_RENEW_MS: at most half of LEASE_TTL_MS (a holder must renew before its lease ends)');
  }
  if (production && (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32)) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production, at least 32 characters');
  }
  // one largest video must fit, or a file the site accepts could never be uploaded in chunks
  if (e.CHUNKED_UPLOADS_MAX_MB !== undefined && e.CHUNKED_UPLOADS_MAX_MB < e.VIDEO_MAX_MB) {
    throw new ConfigError(`Invalid configuration:\n  CHUNKED_UPLOADS_MAX_MB: at least VIDEO_MAX_MB (${e.VIDEO_MAX_MB})`);
  }
  return {
    ...e,
    CHUNKED_UPLOADS_MAX_MB: e.CHUNKED_UPLOADS_MAX_MB ?? Math.max(CHUNKED_UPLOADS_DEFAULT_MB, e.VIDEO_MAX_MB),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    leagueName: e.LEAGUE_NAME,
    production,
    secureTransport: production && !e.PUBLIC_URL?.startsWith('http://'),
    embedded: { events: !e.EVENTSTORE_URL, reads: !e.MONGO_URL },
  };
}
