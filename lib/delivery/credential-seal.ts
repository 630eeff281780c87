import 'server-only';
// Phone-system credentials at rest: AES-256-GCM under the `delivery-credentials` key (HKDF from
// APP_SECRET), a fresh IV per seal, the connection id bound in as associated data so a sealed blob
// copied onto another customer's row does not open. After a rotation the previous secret still
// opens a seal; `stale` tells the caller to seal it again under the current key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { acceptedKeys, currentKey, type KeyPurpose, type SecretRing } from '../security/app-keys';

/** Credentials by default; the OAuth round trip's pending state seals under its own key. */
type SealPurpose = Extract<KeyPurpose, 'delivery-credentials' | 'delivery-oauth-state'>;
const PURPOSE: SealPurpose = 'delivery-credentials';
const VERSION = 'v1';

export function sealCredentials(
  ring: SecretRing,
  connectionId: string,
  value: unknown,
  purpose: SealPurpose = PURPOSE,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', currentKey(ring, purpose), iv);
  cipher.setAAD(Buffer.from(connectionId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

function open(key: Buffer, connectionId: string, raw: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(connectionId, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The sealed value (JSON, parse it with the target's schema), or null when no accepted key opens it. */
export function unsealCredentials(
  ring: SecretRing,
  connectionId: string,
  sealed: string,
  purpose: SealPurpose = PURPOSE,
): { value: unknown; stale: boolean } | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  const raw = Buffer.from(data, 'base64url');
  if (raw.length < 28) return null;
  const keys = acceptedKeys(ring, purpose);
  for (const [index, key] of keys.entries()) {
    const opened = open(key, connectionId, raw);
    if (opened === null) continue;
    try {
      return { value: JSON.parse(opened) as unknown, stale: index > 0 };
    } catch {
      return null;
    }
  }
  return null;
}
