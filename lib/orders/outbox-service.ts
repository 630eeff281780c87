// The outbox as this server runs it: SMTP or .eml files from the environment. Delivery and
// retries are jobs (./fulfilment-job.ts). Not server-only (unlike ./server.ts): the job workers
// that instrumentation.ts starts deliver mail.
import path from 'node:path';
import { env } from '../env';
import { createSmtpMailer, type OutboxDeps } from './outbox';

let outbox: OutboxDeps | undefined;
/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
export function outboxDeps(): OutboxDeps {
  const e = env();
  outbox ??= {
    dir: path.join(e.DATA_DIR, 'outbox'),
    mailer: e.SMTP_URL ? createSmtpMailer(e.SMTP_URL) : null,
    from: `${e.SELLER_NAME} <${e.SELLER_EMAIL}>`,
  };
  return outbox;
}
