// The order's short reference, the one a buyer reads out on the phone or types into an email:
// eight characters of Crockford's base32 (no I, L, O or U to mistake for 1, 0 or V), 40 random
// bits. Not a secret: the order page still needs the token or the owner's session.
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh reference such as "7KQM-3XTD" (the dash only groups it for reading). */
export function newOrderReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = (alphabet[Number(bits & 31n)] ?? '0') + out;
    bits >>= 5n;
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}
