import 'server-only';
// The outbox as this server runs it: SMTP or .eml files from the environment. Delivery and
// retries are jobs (../fulfilment/jobs.ts), run by the workers that instrumentation.ts starts.
import path from 'node:path';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { appSecrets } from '../../security/app-keys';
import { createSmtpMailer, ORDER_LINK_SLOT, type OutboxDeps } from './outbox';
import { storedOrderLink } from './order-link';

let outbox: OutboxDeps | undefined;
/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
export function outboxDeps(): OutboxDeps {
  const e = env();
  outbox ??= {
    dir: path.join(e.DATA_DIR, 'outbox'),
    mailer: e.SMTP_URL ? createSmtpMailer(e.SMTP_URL) : null,
    from: `${e.SELLER_NAME} <${e.SELLER_EMAIL}>`,
    render: async (email) => {
      if (!email.orderId || !email.body.includes(ORDER_LINK_SLOT)) return email.body;
      const link = await storedOrderLink(await getDb(), appSecrets(), email.orderId);
      // No link (order purged, secret rotated out): the site's address, never an empty line.
      return email.body.replaceAll(ORDER_LINK_SLOT, link ?? e.SITE_URL);
    },
  };
  return outbox;
}
