import 'server-only';
// Fresh download links for a ready order, for the operator to hand on ("my link expired").
// Download links are not derived from a stored generation: each is an HMAC over the file id and
// its expiry (lib/orders/access/tokens.ts), valid 24 h, so issuing fresh ones means signing them
// now; old links keep working until they expire. The buyer's own order link never expires and
// signs fresh links on every visit (the delivery e-mail, resent by resendDeliveryEmail, carries it).
// Signed from the start of the minute, so a double click gets the same links and one audit row.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminAudit, files, orders } from '../db/schema';
import type { SecretRing } from '../security/app-keys';
import { fileUrl, zipUrl } from '../orders/access/order-view';
import { signDownload } from '../orders/access/tokens';
import { appendAudit } from './audit';
import type { Operator } from './with-operator';

export type FreshLinks = { files: { name: string; url: string }[]; zip: string; expiresAt: string };
export type FreshLinksResult =
  | { outcome: 'done' | 'unchanged'; links: FreshLinks }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; reason: string };

export async function issueFreshLinks(
  db: Db,
  secret: SecretRing,
  siteUrl: string,
  operator: Operator,
  orderId: string,
  now = Date.now(),
): Promise<FreshLinksResult> {
  const signedAt = now - (now % 60_000);
  const base = siteUrl.replace(/\/$/, '');
  return db.transaction(async (tx) => {
    // The row lock serialises two clicks, so the second sees the first one's audit row.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { outcome: 'not-found' } as const;
    if (order.status !== 'ready') return { outcome: 'refused', reason: `The order is ${order.status}; there are no files to link.` } as const;
    const rows = await tx.select().from(files).where(eq(files.orderId, orderId)).orderBy(asc(files.name));
    if (rows.length === 0) return { outcome: 'refused', reason: 'The order has no files.' } as const;
    const zip = signDownload(secret, `zip:${orderId}`, signedAt);
    const links: FreshLinks = {
      files: rows.map((f) => ({ name: f.name, url: base + fileUrl(f.id, signDownload(secret, f.id, signedAt)) })),
      zip: base + zipUrl(orderId, zip),
      expiresAt: new Date(zip.expires).toISOString(),
    };
    const [already] = await tx
      .select({ id: adminAudit.id })
      .from(adminAudit)
      .where(and(eq(adminAudit.orderId, orderId), eq(adminAudit.action, 'fresh-links'), sql`${adminAudit.after}->>'expiresAt' = ${links.expiresAt}`));
    if (already) return { outcome: 'unchanged', links } as const;
    await appendAudit(tx, operator, {
      action: 'fresh-links',
      orderId,
      before: null,
      after: { files: rows.length, expiresAt: links.expiresAt },
    });
    return { outcome: 'done', links } as const;
  });
}
