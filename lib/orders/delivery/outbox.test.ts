// The outbox: SMTP delivery of the real message to a local SMTP server, failures kept for retry,
// and the embedded default's .eml files.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStandIn, type SmtpStandIn } from '@/tests/orders/smtp-stand-in';
import { openDb, type Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { createSmtpMailer, retryOutbox, sendEmail, type OutboxDeps } from './outbox';

let db: Db;
let close: () => Promise<void>;
let smtp: SmtpStandIn;
let dir: string;

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  smtp = await startSmtpStandIn();
  dir = mkdtempSync(path.join(tmpdir(), 'gs-outbox-'));
});
afterAll(async () => {
  await smtp.close();
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const link = 'http://localhost:3000/order/?id=ord_1&token=tok_abc';
const greek = {
  orderId: null,
  to: 'buyer@example.gr',
  from: 'Greeting Studio Ltd. <hello@greeting.studio>',
  subject: 'Η παραγγελία σας ord_1 είναι έτοιμη',
  body: `Γεια σας,\n\nτα αρχεία σας είναι έτοιμα: ${link}\n`,
};

/** The decoded subject and body of a raw RFC 5322 message, with nodemailer's encodings undone. */
async function parse(raw: string): Promise<{ subject: string; body: string; headers: string }> {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(unfolded))
    body = Buffer.from(body, 'base64').toString('utf8');
  else if (/Content-Transfer-Encoding: quoted-printable/i.test(unfolded))
    body = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return { subject, body, headers: unfolded };
}

describe('outbox over SMTP', () => {
  it('sends the real message (Greek subject, recipient, order link) and marks the row sent', async () => {
    const deps: OutboxDeps = { dir, mailer: createSmtpMailer(smtp.url), from: greek.from };
    const before = smtp.received.length;
    const id = await sendEmail(db, deps, greek);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['buyer@example.gr']);
    expect(mail.from).toBe('hello@greeting.studio');
    const parsed = await parse(mail.raw);
    expect(parsed.subject).toBe(greek.subject);
    expect(parsed.body).toContain(link);
    expect(parsed.body).toContain('Γεια σας');
    expect(parsed.headers).toContain(`Message-ID: <${id}@greeting.studio>`);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a mail the server refuses as failed and delivers it on retry once the server is back', async () => {
    const deps: OutboxDeps = { dir, mailer: createSmtpMailer(smtp.url), from: greek.from };
    const before = smtp.received.length;
    smtp.down();
    const id = await sendEmail(db, deps, {
      ...greek,
      subject: 'Your order ord_2 is ready',
      to: 'two@example.com',
    });
    expect(smtp.received).toHaveLength(before);
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(failed?.status).toBe('failed');

    // Still down: the retry fails again and keeps the row.
    expect(await retryOutbox(db, deps)).toEqual({ sent: 0, failed: 1 });
    smtp.up();
    expect(await retryOutbox(db, deps)).toEqual({ sent: 1, failed: 0 });
    expect(await retryOutbox(db, deps)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['two@example.com']);
    expect((await parse(mail.raw)).subject).toBe('Your order ord_2 is ready');
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(sent?.status).toBe('sent');
  });

  it('loses nothing when the mail server is not listening at all', async () => {
    const closed = await startSmtpStandIn();
    const url = closed.url;
    await closed.close();
    const deps: OutboxDeps = { dir, mailer: createSmtpMailer(url, { timeoutMs: 2000 }), from: greek.from };
    const id = await sendEmail(db, deps, { ...greek, to: 'three@example.com' });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('failed');
    // The configured server comes back (here: the working stand-in) and the retry delivers it.
    const before = smtp.received.length;
    const result = await retryOutbox(db, { ...deps, mailer: createSmtpMailer(smtp.url) });
    expect(result.sent).toBe(1);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['three@example.com']]);
  });

  it('rejects wrong credentials as a failure to retry, not a lost mail', async () => {
    const deps: OutboxDeps = {
      dir,
      mailer: createSmtpMailer(smtp.url.replace('mail-secret', 'wrong')),
      from: greek.from,
    };
    const id = await sendEmail(db, deps, greek);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('failed');
    await db.delete(emailOutbox).where(eq(emailOutbox.id, id));
  });
});

describe('outbox retries from several instances', () => {
  it('sends a row orphaned by a crash exactly once when two instances retry at the same time', async () => {
    const sentIds: string[] = [];
    const deps: OutboxDeps = {
      dir,
      from: greek.from,
      mailer: async (email) => {
        sentIds.push(email.id);
      },
    };
    // A crash between queueing and delivering: the row stays 'queued' with an old attempt time.
    const crashedAt = new Date(Date.now() - 60 * 60_000);
    await db.insert(emailOutbox).values({
      id: 'orphan_1',
      orderId: null,
      to: 'orphan@example.com',
      subject: 'Your order is ready',
      body: 'Files: …',
      createdAt: crashedAt,
      attemptAt: crashedAt,
    });
    // Each instance's retry loop picks up every due row; this one is due for both.
    const results = await Promise.all([retryOutbox(db, deps), retryOutbox(db, deps)]);
    expect(sentIds.filter((id) => id === 'orphan_1')).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(sentIds.length);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, 'orphan_1'));
    expect(row?.status).toBe('sent');
    // Sent rows are never picked up again.
    expect(await retryOutbox(db, deps)).toEqual({ sent: 0, failed: 0 });
  });

  it('leaves a row alone while its delivery attempt is recent (another instance is sending it)', async () => {
    const sentIds: string[] = [];
    const deps: OutboxDeps = { dir, from: greek.from, mailer: async (e) => void sentIds.push(e.id) };
    await db.insert(emailOutbox).values({
      id: 'in_flight_1',
      orderId: null,
      to: 'busy@example.com',
      subject: 'Your order is ready',
      body: 'Files: …',
      // Queued long ago, but its current attempt began a moment ago.
      createdAt: new Date(Date.now() - 60 * 60_000),
      attemptAt: new Date(),
    });
    await retryOutbox(db, deps);
    expect(sentIds).not.toContain('in_flight_1');
    await db.delete(emailOutbox).where(eq(emailOutbox.id, 'in_flight_1'));
  });
});

describe('outbox without SMTP', () => {
  it('writes an .eml file with the encoded Greek subject and marks the row written', async () => {
    const emlDir = path.join(dir, 'eml');
    const id = await sendEmail(db, { dir: emlDir, mailer: null, from: greek.from }, greek);
    const [file] = readdirSync(emlDir).filter((f) => f.endsWith(`${id}.eml`));
    expect(file).toBeDefined();
    const parsed = await parse(readFileSync(path.join(emlDir, file!), 'utf8'));
    expect(parsed.subject).toBe(greek.subject);
    expect(parsed.body).toContain(link);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('written');
  });
});
