import 'server-only';
// The outbox as this server runs it: SMTP or .eml files from the environment, and the retry loop.
// Not server-only (unlike ./server.ts), so instrumentation.ts can start the loop when the server
// starts: mail that failed before a restart is retried without waiting for a commerce request.
import path from 'node:path';
import { getDb } from '../db/client';
import { env } from '../env';
import { createSmtpMailer, retryOutbox, type OutboxDeps } from './outbox';

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

const OUTBOX_RETRY_MS = 60_000;
// One loop per process: instrumentation and the route bundles may each load this module.
const slot = globalThis as typeof globalThis & { __greetingStudioOutboxTimer?: ReturnType<typeof setInterval> };

/**
 * With SMTP, mail that failed (server down, network) is retried now and then every minute, so a
 * temporarily unreachable mail server loses nothing. Started at server start and, should that
 * have failed, by the first commerce request.
 */
export function ensureOutboxRetry(): void {
  if (slot.__greetingStudioOutboxTimer || !outboxDeps().mailer) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await retryOutbox(await getDb(), outboxDeps());
      if (result.sent || result.failed)
        console.info(`[outbox] retry: ${result.sent} sent, ${result.failed} still failing`);
    } catch (error) {
      console.error('[outbox] retry failed', error);
    } finally {
      running = false;
    }
  };
  slot.__greetingStudioOutboxTimer = setInterval(() => void tick(), OUTBOX_RETRY_MS);
  slot.__greetingStudioOutboxTimer.unref();
  void tick();
}
