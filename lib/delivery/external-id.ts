import 'server-only';
// The Amazon Connect external id: the customer puts it in their IAM role's trust policy BEFORE
// they can connect, so it must exist when the connect form opens and be the same at connect. It
// is derived per customer (HMAC of the uid under its own APP_SECRET-derived key): no pending row
// to store or expire, unguessable by anyone else, and stable while they set up the role. Once
// connected, the value is sealed with the connection, so a later secret rotation changes only
// what new connections are shown.
import { createHmac } from 'node:crypto';
import { currentKey, type SecretRing } from '../security/app-keys';

export function externalIdFor(ring: SecretRing, uid: string): string {
  const mac = createHmac('sha256', currentKey(ring, 'delivery-external-id')).update(uid, 'utf8');
  // 32 base64url characters (192 bits), within STS's 2–1224 characters of [\w+=,.@:\/-].
  return `gs-${mac.digest('base64url').slice(0, 32)}`;
}
