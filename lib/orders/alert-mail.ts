import 'server-only';
// Each new order alert (orders.alert: payment mismatch, refund failed, undeliverable, contradicting
// country evidence) is mailed once to OPERATOR_EMAIL through the outbox. A sweep job finds alerts
// without their mail, so every place that raises an alert is covered without knowing about mail.
// Exactly once: the outbox row id is derived from the order and the alert's text
// (`alert-<order>-<md5(alert)[0..16]>`), computed in SQL; queueing it again (a retried job, a
// second instance sweeping at the same time) inserts nothing, and deliverQueued's compare-and-set
// lets one instance deliver it. The same text raised again on the same order after it was handled
// is the same alert and is not mailed again; a different text is a new alert.
import { and, gt, isNotNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { Db } from '../db/client';
import { emailOutbox, orders } from '../db/schema';
import { loadMessages } from '../i18n/messages';
import type { JobQueue } from '../jobs/queue';
import { sweepChain } from '../jobs/sweep-chain';
import { deliverQueued, queueEmail, type OutboxDeps } from './delivery/outbox';

const ALERT_MAIL = 'alert-mail';
/** Alerts raised before this are not "new": a first start with OPERATOR_EMAIL does not mail the archive. */
const LOOKBACK_MS = 3 * 24 * 3600_000;
const BATCH = 50;

export type AlertMailDeps = { db: Db; outbox: OutboxDeps; to: string; siteUrl: string };

const mailId = sql<string>`'alert-' || ${orders.id} || '-' || left(md5(${orders.alert}), 16)`;

/** Queue and deliver the mail of every recent alert that has none yet. Resolves to the ids mailed. */
export async function mailNewAlerts(deps: AlertMailDeps, now = new Date()): Promise<string[]> {
  const rows = await deps.db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      alert: orders.alert,
      mailId,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.alert),
        gt(orders.updatedAt, new Date(now.getTime() - LOOKBACK_MS)),
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.id} = ${mailId})`,
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(BATCH);
  if (rows.length === 0) return [];
  const t = createTranslator({
    locale: 'en',
    messages: await loadMessages('en'),
    namespace: 'admin.alertMail',
  });
  const mailed: string[] = [];
  for (const row of rows) {
    const link = new URL(`/admin/orders/${row.id}/`, deps.siteUrl).toString();
    await queueEmail(deps.db, {
      id: row.mailId,
      orderId: row.id,
      to: deps.to,
      subject: t('subject', { reference: row.reference }),
      body: t('body', { reference: row.reference, status: row.status, alert: row.alert ?? '', link }),
    });
    try {
      if ((await deliverQueued(deps.db, deps.outbox, row.mailId, now)) === 'delivered')
        mailed.push(row.mailId);
    } catch (error) {
      // Delivered elsewhere, or SMTP down: the row is kept and the outbox sweep retries it.
      console.error(
        `[alert-mail] ${row.mailId} not delivered now:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return mailed;
}

/** Run the sweep in this process; every instance starts the chain, the singleton key keeps one waiting. */
export async function startAlertMail(queue: JobQueue, deps: AlertMailDeps): Promise<void> {
  await queue.define(ALERT_MAIL, {
    retryLimit: 3,
    retryDelaySeconds: 10,
    backoff: true,
    expireInSeconds: 90,
  });
  await sweepChain(queue, { name: ALERT_MAIL, singletonKey: 'alert-mail', everySeconds: 30 }, () =>
    mailNewAlerts(deps),
  ).start();
}
