// Personal data stays out of logs: an address is logged as a short hash, enough to tell two log
// lines about the same recipient apart or to find one recipient's lines, never to read it.
import { createHash } from 'node:crypto';

export const redactEmail = (email: string): string =>
  `email#${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
