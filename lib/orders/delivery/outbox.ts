import 'server-only';
// Outgoing email: every message is first a row in email_outbox (so nothing is lost when delivery
// fails), then delivered. With SMTP_URL it goes out by SMTP (nodemailer) and the row becomes
// 'sent', or 'failed' to be retried by retryOutbox(); in the embedded default it is written as an
// .eml file to DATA_DIR/outbox and logged ('written'). The row never holds a secret: a body may
// carry ORDER_LINK_SLOT, which deps.render replaces with the tokenised link only at delivery, and
// delivered bodies are emptied after MAIL_BODY_RETENTION_MS. Logs name no recipient.

import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { redactEmail } from '../../security/redact';
import { newId } from '../access/tokens';

export type Email = { orderId: string | null; to: string; from: string; subject: string; body: string };

/** Delivers one message; throws when the server refuses it or cannot be reached. */
export type Mailer = (email: Email & { id: string }) => Promise<void>;

export type OutboxDeps = {
  /** Folder for .eml files when there is no mailer. */
  dir: string;
  /** SMTP delivery; null = write .eml files. */
  mailer: Mailer | null;
  /** The sender, for rows retried later (the row keeps recipient, subject and body). */
  from: string;
  /** Fills the slots of a stored body at delivery (the order link with its token); identity when absent. */
  render?: (email: Email & { id: string }) => Promise<string>;
};

/** Where a stored body gets the order link; the link itself (with its token) is never stored. */
export const ORDER_LINK_SLOT = '{{order-link}}';

/** Delivered mail bodies are kept this long (support questions), then emptied. */
export const MAIL_BODY_RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

const encodeHeader = (value: string) =>
  // RFC 2047 so Greek and accented subjects survive every mail client.
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

export function toEml(email: Email, id: string, date = new Date()): string {
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to}`,
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${id}@greeting.studio>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
  ];
  const body = Buffer.from(email.body, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

/** A mailer for smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS). */
export function createSmtpMailer(url: string, options: { timeoutMs?: number } = {}): Mailer {
  const timeout = options.timeoutMs ?? 20_000;
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return async (email) => {
    await transport.sendMail({
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.body,
      // The row id as Message-ID: a retry after an unclear failure is recognisable as the same mail.
      messageId: `<${email.id}@greeting.studio>`,
    });
  };
}

async function deliver(db: Db, deps: OutboxDeps, stored: Email & { id: string }): Promise<boolean> {
  const email = deps.render ? { ...stored, body: await deps.render(stored) } : stored;
  if (!deps.mailer) {
    await mkdir(deps.dir, { recursive: true });
    const file = path.join(deps.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.id}.eml`);
    await writeFile(file, toEml(email, email.id));
    await db
      .update(emailOutbox)
      .set({ status: 'written', sentAt: new Date() })
      .where(eq(emailOutbox.id, email.id));
    console.info(`[outbox] email ${email.id} to ${redactEmail(email.to)} written to ${file}`);
    return true;
  }
  try {
    await deps.mailer(email);
  } catch (error) {
    await db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, email.id));
    console.error(
      `[outbox] email ${email.id} to ${redactEmail(email.to)} not sent (kept for retry):`,
      error instanceof Error ? error.message : error,
    );
    return false;
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date() })
    .where(eq(emailOutbox.id, email.id));
  console.info(`[outbox] email ${email.id} to ${redactEmail(email.to)} sent`);
  return true;
}

/**
 * Put one email in the outbox without delivering it (a job delivers it: deliverQueued). The id is
 * the caller's, so queueing the same message twice (a retried job) keeps one row.
 */
export async function queueEmail(db: Db, email: Omit<Email, 'from'> & { id: string }): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({ id: email.id, orderId: email.orderId, to: email.to, subject: email.subject, body: email.body })
    .onConflictDoNothing();
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claim a row for one delivery attempt by a compare-and-set on the status and attempt time read:
 * of two instances that read the same row, exactly one wins. The row stays 'queued' while the
 * attempt runs; if this instance dies now, the row is an orphan again once that time is old.
 */
async function claimForDelivery(db: Db, row: OutboxRow, now: Date): Promise<boolean> {
  const claimed = await db
    .update(emailOutbox)
    .set({ status: 'queued', attemptAt: now })
    .where(
      and(
        eq(emailOutbox.id, row.id),
        eq(emailOutbox.status, row.status),
        row.attemptAt ? eq(emailOutbox.attemptAt, row.attemptAt) : isNull(emailOutbox.attemptAt),
      ),
    )
    .returning({ id: emailOutbox.id });
  return claimed.length === 1;
}

const fromRow = (row: OutboxRow, from: string) => ({
  id: row.id,
  orderId: row.orderId,
  to: row.to,
  from,
  subject: row.subject,
  body: row.body,
});

/**
 * Deliver one queued row (the email job). Delivered rows are left alone, so a retried job never
 * sends twice what went out; a failed delivery throws, so the job is retried with backoff.
 */
export async function deliverQueued(
  db: Db,
  deps: OutboxDeps,
  id: string,
  now = new Date(),
): Promise<'delivered' | 'already-delivered' | 'missing'> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return 'missing';
  if (row.status === 'sent' || row.status === 'written') return 'already-delivered';
  if (!(await claimForDelivery(db, row, now))) throw new Error(`email ${id} is being delivered elsewhere`);
  if (!(await deliver(db, deps, fromRow(row, deps.from)))) throw new Error(`email ${id} not delivered`);
  return 'delivered';
}

/** Queue and deliver one email. Resolves to the row id; a delivery failure leaves it 'failed'. */
export async function sendEmail(db: Db, deps: OutboxDeps, email: Email): Promise<string> {
  const id = newId();
  await db.insert(emailOutbox).values({
    id,
    orderId: email.orderId,
    to: email.to,
    subject: email.subject,
    body: email.body,
    attemptAt: new Date(),
  });
  await deliver(db, deps, { ...email, id });
  return id;
}

export type RetryOptions = {
  now?: Date;
  /** Rows older than this are given up (left 'failed' for an operator). */
  maxAgeMs?: number;
  /** A 'queued' row older than this was orphaned by a crash mid-delivery. */
  orphanAfterMs?: number;
};

/**
 * Deliver every failed row (and rows orphaned as 'queued' by a crash mid-delivery), oldest first.
 * Each row is claimed by a compare-and-set on its status and attempt time: of two instances
 * retrying at once, exactly one sends it (an orphan's status does not change when claimed, its
 * attempt time does).
 */
export async function retryOutbox(
  db: Db,
  deps: OutboxDeps,
  options: RetryOptions = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const oldest = new Date(now.getTime() - (options.maxAgeMs ?? 3 * 24 * 3600_000));
  const orphaned = new Date(now.getTime() - (options.orphanAfterMs ?? 10 * 60_000));
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        gt(emailOutbox.createdAt, oldest),
        or(
          eq(emailOutbox.status, 'failed'),
          and(
            eq(emailOutbox.status, 'queued'),
            lt(sql`coalesce(${emailOutbox.attemptAt}, ${emailOutbox.createdAt})`, orphaned),
          ),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(100);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    if (!(await claimForDelivery(db, row, now))) continue;
    const ok = await deliver(db, deps, fromRow(row, deps.from));
    if (ok) sent++;
    else failed++;
  }
  return { sent, failed };
}

/** Empty the bodies of mail delivered before the retention period. Returns how many. */
export async function purgeDeliveredBodies(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ body: '' })
    .where(
      and(
        inArray(emailOutbox.status, ['sent', 'written']),
        lt(emailOutbox.sentAt, new Date(now.getTime() - MAIL_BODY_RETENTION_MS)),
        ne(emailOutbox.body, ''),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** The embedded default's delivered mail (.eml files) goes after the same retention. */
export async function purgeOldEmlFiles(dir: string, now = new Date()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < now.getTime() - MAIL_BODY_RETENTION_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
