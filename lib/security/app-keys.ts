import 'server-only';
// Keys derived from APP_SECRET. Each use gets its own key (HKDF-SHA256 with the purpose as info),
// so a signature made for one purpose is worthless for another and no key is the secret itself.
// Rotation: APP_SECRET signs and seals; APP_SECRET_PREVIOUS is still accepted when verifying or
// unsealing until APP_SECRET_PREVIOUS_UNTIL, so links and mail already sent keep working.
import { createHash, hkdfSync } from 'node:crypto';
import { isRealDeployment } from '../auth/deployment';
import { env, type Env } from '../env';

export type KeyPurpose =
  | 'download-link'
  | 'order-token'
  | 'token-seal'
  | 'client-address'
  // Long-lived links a phone system fetches (lib/delivery/play-links.ts).
  | 'play-link'
  // Phone-system credentials sealed at rest (lib/delivery/credential-seal.ts).
  | 'delivery-credentials'
  // The Amazon Connect external id shown before the customer's role exists (lib/delivery/external-id.ts).
  | 'delivery-external-id'
  // The OAuth round trip's state and PKCE verifier, sealed in a short-lived cookie (lib/delivery/oauth-flow.ts).
  | 'delivery-oauth-state';

/** The secrets in force: the current one first, then those still accepted for verification. */
export type SecretRing = string | { current: string; previous: readonly string[] };

/** The source's fallback, fine on this machine and refused by a real deployment. */
export const DEFAULT_APP_SECRET = 'dev-only-secret-change-me-in-production';
export const MIN_SECRET_LENGTH = 32;

const secretsOf = (ring: SecretRing): string[] =>
  typeof ring === 'string' ? [ring] : [ring.current, ...ring.previous];

const derived = new Map<string, Buffer>();

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\0${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'greeting-studio/v1', purpose, 32));
    // Bounded: a process knows two or three secrets and three purposes.
    if (derived.size > 64) derived.clear();
    derived.set(id, key);
  }
  return key;
}

/** The key new signatures and seals use. */
export const currentKey = (ring: SecretRing, purpose: KeyPurpose): Buffer =>
  deriveKey(secretsOf(ring)[0] ?? '', purpose);

/** Every key a signature or seal may have been made with, newest first. */
export const acceptedKeys = (ring: SecretRing, purpose: KeyPurpose): Buffer[] =>
  secretsOf(ring).map((secret) => deriveKey(secret, purpose));

/**
 * The pre-HKDF seal key (SHA-256 of "seal:" + secret): orders placed before the keys were
 * derived still have their tokens sealed under it.
 */
export const legacySealKeys = (ring: SecretRing): Buffer[] =>
  secretsOf(ring).map((secret) => createHash('sha256').update(`seal:${secret}`).digest());

type RingEnv = Pick<Env, 'APP_SECRET' | 'APP_SECRET_PREVIOUS' | 'APP_SECRET_PREVIOUS_UNTIL'>;

export function secretRing(e: RingEnv, now = new Date()): SecretRing {
  const previous =
    e.APP_SECRET_PREVIOUS && (!e.APP_SECRET_PREVIOUS_UNTIL || now < e.APP_SECRET_PREVIOUS_UNTIL)
      ? [e.APP_SECRET_PREVIOUS]
      : [];
  return { current: e.APP_SECRET, previous };
}

/** This server's secrets, from the validated environment. */
export const appSecrets = (): SecretRing => secretRing(env());

/** What is wrong with the secret for a real deployment; empty when it will do. */
export function secretWeaknesses(secret: string): string[] {
  const issues: string[] = [];
  if (secret === DEFAULT_APP_SECRET) issues.push('it is the public default from the source code');
  if (secret.length < MIN_SECRET_LENGTH) issues.push(`it is shorter than ${MIN_SECRET_LENGTH} characters`);
  // "aaaa…" or "1212…" pass a length check but not a guess.
  if (new Set(secret).size < 12) issues.push('it uses fewer than 12 different characters');
  return issues;
}

/**
 * Throws on a real deployment (lib/auth/deployment.ts) whose APP_SECRET (or previous secret) is
 * weak: with the default, anyone could sign download links for any buyer's files.
 */
export function assertStrongSecret(e: RingEnv & Pick<Env, 'SITE_URL' | 'DEPLOYMENT'>): void {
  if (!isRealDeployment(e)) return;
  const problems = [
    ...secretWeaknesses(e.APP_SECRET).map((p) => `APP_SECRET: ${p}`),
    ...(e.APP_SECRET_PREVIOUS ? secretWeaknesses(e.APP_SECRET_PREVIOUS) : []).map(
      (p) => `APP_SECRET_PREVIOUS: ${p}`,
    ),
  ];
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start: a real deployment (SITE_URL=${e.SITE_URL}) needs a strong secret.\n  ${problems.join('\n  ')}\n` +
      "  Generate one with: node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"",
  );
}
