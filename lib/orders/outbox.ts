// Outgoing email: a row in email_outbox plus, in the embedded default, an .eml file in
// DATA_DIR/outbox and a log line (SMTP delivery is not built; SMTP_URL is reserved for it).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { newId } from './tokens';

export type Email = { orderId: string | null; to: string; from: string; subject: string; body: string };

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

export async function sendEmail(db: Db, outboxDir: string, email: Email): Promise<string> {
  const id = newId();
  await db
    .insert(emailOutbox)
    .values({ id, orderId: email.orderId, to: email.to, subject: email.subject, body: email.body });
  await mkdir(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
  await writeFile(file, toEml(email, id));
  await db.update(emailOutbox).set({ status: 'written', sentAt: new Date() }).where(eq(emailOutbox.id, id));
  console.info(`[outbox] email to ${email.to} "${email.subject}" written to ${file}`);
  return file;
}
