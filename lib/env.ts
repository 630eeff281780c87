// Every environment variable the server reads, validated once with zod.
// The browser sees none of it: its public part (NEXT_PUBLIC_*) is env-public.ts, importable from
// client code; the start-up check here refuses a bad public value too.
import path from 'node:path';
import { z } from 'zod';
import { publicEnvIssues } from './env-public';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * The embedded setup's seller: a fictional address and VAT ID, fine for development and tests but
 * never for a real invoice or imprint (see sampleSellerVariables and the check in env()).
 */
export const sampleSeller = {
  SELLER_ADDRESS: '1 Harbour Street, 8001 Example City',
  SELLER_VAT_ID: 'IE1234567TX',
} as const;

/** Cloud neural voices (lib/tts/engines/cloud, docs/tts.md): a provider is on when its key is set. */
const cloudTtsVariables = {
  AZURE_SPEECH_KEY: z.string().optional(),
  AZURE_SPEECH_REGION: z
    .string()
    .regex(/^[a-z0-9-]*$/, 'an Azure region name such as westeurope')
    .optional(),
  /** Base URL override for sovereign clouds and tests; https://{region}.tts.speech.microsoft.com by default. */
  AZURE_SPEECH_ENDPOINT: z.string().url().optional(),
  GOOGLE_TTS_API_KEY: z.string().optional(),
  GOOGLE_TTS_ENDPOINT: z.string().url().default('https://texttospeech.googleapis.com'),
  /** Amazon Polly is on when set; credentials come from the standard AWS chain. */
  AWS_REGION: z.string().optional(),
  POLLY_ENDPOINT: z.string().url().optional(),
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_ENDPOINT: z.string().url().default('https://api.elevenlabs.io'),
  /** Characters of previews per provider per UTC day; paid renders always go through. */
  TTS_CLOUD_DAILY_CHARS: z.coerce.number().int().min(0).optional(),
};

const schema = z.object({
  ...cloudTtsVariables,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Public origin of the site, used for canonical links, emails and payment return URLs. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Base address of the product API for the browser client; the site's own origin when unset. */
  API_BASE_URL: z.string().url().optional(),
  /** Folder for the embedded database, caches, rendered files and the email outbox. */
  DATA_DIR: z.string().default(path.join(process.cwd(), 'data')),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: z.string().optional(),
  /** Root of the keys for download links, order tokens and token sealing (lib/security/app-keys.ts). */
  APP_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  /** The secret before a rotation: still accepted for verification until APP_SECRET_PREVIOUS_UNTIL. */
  APP_SECRET_PREVIOUS: z.string().min(16).optional(),
  APP_SECRET_PREVIOUS_UNTIL: z.coerce.date().optional(),
  TTS_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(20000),
  TTS_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(128),
  TTS_CACHE_DISK_MB: z.coerce.number().int().min(1).max(102400).default(1024),
  /**
   * Cap on each speech engine's WASM memory in each worker (MiB): Flite or eSpeak grown past it by
   * a long sentence is dropped after that job and started afresh, so workers return to their size.
   */
  TTS_ENGINE_MEMORY_MB: z.coerce.number().int().min(24).max(1024).default(48),
  RATE_LIMIT_DISABLED: bool,
  /** Reverse proxies in front of the server: 0 = the socket address is the client (X-Forwarded-For ignored). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Where rate-limit buckets live: this process's memory, or PostgreSQL when several instances share limits. */
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).default('memory'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().default('demo-greeting-studio'),
  FIREBASE_SERVICE_ACCOUNT_JSON: z.string().optional(),
  /** Public web config of the Firebase project, served to the browser at runtime by /api/auth/config/. */
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  /** Firebase Auth domain for popups and redirects; `<project>.firebaseapp.com` when unset. */
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  /** `production` marks a real deployment even on a localhost SITE_URL (the auth emulator is then refused). */
  DEPLOYMENT: z.enum(['local', 'production']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Public key for the Payment Element; served to the checkout panel by /api/checkout/config/. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  /** The EU's VIES REST API (VAT id checks); set only to point tests at a local stand-in. */
  VIES_ENDPOINT: z.string().url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  /**
   * Twilio's Serverless API and its upload host ([deliver], lib/delivery/targets/twilio/): set only
   * to point tests at the stand-in. Target hosts come from here, never from a customer (no SSRF).
   */
  TWILIO_SERVERLESS_BASE: z.string().url().default('https://serverless.twilio.com'),
  TWILIO_SERVERLESS_UPLOAD_BASE: z.string().url().default('https://serverless-upload.twilio.com'),
  /** Outgoing mail: smtp://user:pass@host:port or smtps://…; without it emails are .eml files under DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, 'must start with smtp:// or smtps://')
    .optional(),
  /** Bot check (lib/bot-check): Cloudflare Turnstile or reCAPTCHA v3; off when unset. */
  BOT_CHECK_PROVIDER: z.enum(['turnstile', 'recaptcha']).optional(),
  BOT_CHECK_SITE_KEY: z.string().optional(),
  BOT_CHECK_SECRET_KEY: z.string().optional(),
  /** The provider's siteverify endpoint; set only to point tests at a local stand-in. */
  BOT_CHECK_VERIFY_URL: z.string().url().optional(),
  /** reCAPTCHA v3 scores below this are treated as bots. */
  BOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Where buyers rate the service after a completed order (review provider); no invitation when unset. */
  REVIEWS_URL: z.string().url().optional(),
  /**
   * Shared storage for rendered files: an S3-compatible bucket, used whenever S3_BUCKET is set and
   * required with DATABASE_URL (several instances). S3_ENDPOINT for MinIO/R2/…, omitted for AWS;
   * without keys the SDK's default credential chain (instance/task roles, web identity) applies.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_SESSION_TOKEN: z.string().optional(),
  /** Signing region; MinIO and most stand-ins accept the AWS default, R2 wants 'auto'. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Downloads (?download=1) redirect to a presigned bucket URL instead of passing through the app. */
  S3_DIRECT_DOWNLOADS: bool,
  /** Operations (lib/ops): how long SIGTERM waits for requests in flight; metrics bearer (off unset); log level. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600000).default(20000),
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SELLER_NAME: z.string().default('Greeting Studio Ltd.'),
  SELLER_ADDRESS: z.string().default(sampleSeller.SELLER_ADDRESS),
  SELLER_COUNTRY: z.string().length(2).default('IE'),
  SELLER_VAT_ID: z.string().default(sampleSeller.SELLER_VAT_ID),
  SELLER_EMAIL: z.string().email().default('hello@greeting.studio'),
  /** Where each new order alert is mailed once (lib/orders/alert-mail.ts); unset or empty: no mail. */
  OPERATOR_EMAIL: z
    .union([z.literal(''), z.string().email()])
    .optional()
    .transform((v) => v || undefined),
  /**
   * Delivery into Amazon Connect: our AWS identity that customers' roles trust (unset: the SDK's
   * default chain); the endpoints are set only to point tests at the stand-in.
   */
  AWS_DELIVERY_ACCESS_KEY_ID: z.string().optional(),
  AWS_DELIVERY_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_STS_ENDPOINT: z.string().url().optional(),
  AWS_CONNECT_ENDPOINT: z.string().url().optional(),
  AWS_CONNECT_S3_ENDPOINT: z.string().url().optional(),
  /** Delivery into RingCentral: our registered app (OAuth with PKCE); the server only for the stand-in. */
  RINGCENTRAL_SERVER: z.string().url().default('https://platform.ringcentral.com'),
  RINGCENTRAL_CLIENT_ID: z.string().optional(),
  RINGCENTRAL_CLIENT_SECRET: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

type SellerVariable = keyof typeof sampleSeller;

/** The seller variables still holding the sample values; empty once the shop has set its own. */
export function sampleSellerVariables(e: Pick<Env, SellerVariable>): SellerVariable[] {
  return (Object.keys(sampleSeller) as SellerVariable[]).filter((key) => e[key] === sampleSeller[key]);
}

const livePayPalHosts = new Set(['api-m.paypal.com', 'api.paypal.com']);

/**
 * Keys that take real money: a Stripe live secret (or restricted) key, or PayPal credentials
 * pointed at PayPal's live API rather than the sandbox (the default base).
 */
export function livePaymentsConfigured(
  e: Pick<Env, 'STRIPE_SECRET_KEY' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_API_BASE'>,
): boolean {
  if (/^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY ?? '')) return true;
  if (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET) return false;
  return livePayPalHosts.has(new URL(e.PAYPAL_API_BASE).hostname);
}

/**
 * A shop that takes real payments must not print the sample seller on invoices and the imprint,
 * so it refuses to start (env() is read by the start-up check in instrumentation.ts).
 */
function sellerIssues(e: Env): string[] {
  if (!livePaymentsConfigured(e)) return [];
  return sampleSellerVariables(e).map(
    (key) =>
      `  ${key}: still the sample value while live payment keys are set; set the seller's real details (they appear on invoices and the imprint)`,
  );
}

/** A key without a place to send it is a typo worth stopping for, not a silently missing voice. */
function cloudTtsIssues(e: Env): string[] {
  if (!e.AZURE_SPEECH_KEY || e.AZURE_SPEECH_REGION || e.AZURE_SPEECH_ENDPOINT) return [];
  return ['  AZURE_SPEECH_KEY: set AZURE_SPEECH_REGION (or AZURE_SPEECH_ENDPOINT) too'];
}

let cached: Env | undefined;

/** Parsed environment. Throws a readable error listing every bad variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const issues = [
    ...sellerIssues(parsed.data),
    ...cloudTtsIssues(parsed.data),
    ...publicEnvIssues(process.env),
  ];
  if (issues.length > 0) throw new Error(`Invalid environment configuration:\n${issues.join('\n')}`);
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
