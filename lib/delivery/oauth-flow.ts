import 'server-only';
// The OAuth 2.0 round trip for an oauth-kind target (RingCentral): start makes a random state and
// a PKCE verifier and seals both, with the customer's uid, the page to return to and an expiry,
// into a short-lived httpOnly cookie (its own APP_SECRET-derived key; the uid is also the seal's
// associated data, so another customer's cookie does not open). The callback opens it, insists on
// the same state and the same signed-in customer, and trades the code with the verifier.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SecretRing } from '../security/app-keys';
import { sealCredentials, unsealCredentials } from './credential-seal';
import type { AnyTarget } from './targets/registry';

/** Ten minutes to sign in at the target and allow access; then the customer starts again. */
export const OAUTH_TTL_SECONDS = 600;

const pending = z.object({
  uid: z.string(),
  target: z.string(),
  state: z.string().min(32),
  verifier: z.string().min(43).max(128),
  returnTo: z.string(),
  expiresAt: z.number().int(),
});

/**
 * A page of ours to come back to: a path (never another host), with its query when it has one (the
 * order page is `/order/?id=…`), else the fallback.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  return value && /^\/(?![/\\])[\w\-./~%]*(\?[\w\-./~%=&+]*)?$/.test(value) && !value.includes('..')
    ? value
    : fallback;
}

const aad = (uid: string) => `oauth:${uid}`;

export function startOAuth(
  ring: SecretRing,
  target: AnyTarget,
  p: { uid: string; returnTo: string; redirectUri: string; now?: number },
): { location: string; cookie: string } | null {
  const method = target.connectMethod;
  if (method.kind !== 'oauth') return null;
  const state = randomBytes(24).toString('base64url');
  // RFC 7636: 43–128 characters; 48 random bytes give 64.
  const verifier = randomBytes(48).toString('base64url');
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const location = method.authorizeUrl({ state, codeChallenge, redirectUri: p.redirectUri });
  const value: z.infer<typeof pending> = {
    uid: p.uid,
    target: target.id,
    state,
    verifier,
    returnTo: p.returnTo,
    expiresAt: (p.now ?? Date.now()) + OAUTH_TTL_SECONDS * 1000,
  };
  return { location, cookie: sealCredentials(ring, aad(p.uid), value, 'delivery-oauth-state') };
}

export type OAuthOutcome =
  { ok: true; credentials: unknown; returnTo: string } | { ok: false; reason: 'state'; returnTo?: string };

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The page a declined round trip goes back to: the target answered `error=access_denied` with our
 * state (RFC 6749 §4.1.2.1). Only when the cookie opens for this customer and target and carries
 * that state, so a forged decline cannot choose where anyone lands; else undefined (home).
 */
export function declinedReturn(
  ring: SecretRing,
  target: AnyTarget,
  p: { uid: string; cookie: string | null; state: string | undefined },
): string | undefined {
  const opened = p.cookie ? unsealCredentials(ring, aad(p.uid), p.cookie, 'delivery-oauth-state') : null;
  const parsed = pending.safeParse(opened?.value);
  if (!parsed.success || !p.state) return undefined;
  const v = parsed.data;
  return v.uid === p.uid && v.target === target.id && sameText(v.state, p.state) ? v.returnTo : undefined;
}

/** Verifies the round trip and exchanges the code; throws what the target's exchange throws. */
export async function finishOAuth(
  ring: SecretRing,
  target: AnyTarget,
  p: { uid: string; cookie: string | null; code: string; state: string; redirectUri: string; now?: number },
): Promise<OAuthOutcome> {
  const method = target.connectMethod;
  const opened = p.cookie ? unsealCredentials(ring, aad(p.uid), p.cookie, 'delivery-oauth-state') : null;
  const parsed = pending.safeParse(opened?.value);
  if (!parsed.success || method.kind !== 'oauth') return { ok: false, reason: 'state' };
  const v = parsed.data;
  if (
    v.uid !== p.uid ||
    v.target !== target.id ||
    v.expiresAt < (p.now ?? Date.now()) ||
    !sameText(v.state, p.state)
  )
    return { ok: false, reason: 'state', returnTo: v.uid === p.uid ? v.returnTo : undefined };
  const credentials = await method.exchange({
    code: p.code,
    codeVerifier: v.verifier,
    redirectUri: p.redirectUri,
  });
  return { ok: true, credentials, returnTo: v.returnTo };
}
