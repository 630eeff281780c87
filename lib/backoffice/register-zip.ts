import 'server-only';
// The PDFs of a period's invoices and credit notes as one ZIP, streamed: one document is rendered
// (in its buyer's language, as the buyer got it) when the client asks for more, so a year of
// invoices never sits in memory. Stored entries (level 0) through fflate, the order downloads' ZIP
// writer. A failure mid-way errors the stream, so the download breaks rather than looking whole.
import { eq } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import { createTranslator } from 'next-intl';
import type { Db } from '../db/client';
import { orders, type InvoiceKind } from '../db/schema';
import { isLocale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { loadInvoice } from '../orders/documents/invoice-data';
import { invoiceStrings } from '../orders/documents/invoice-labels';
import { renderInvoicePdf } from '../orders/documents/invoice-pdf';

/** `invoiceId` names the one document: an order may have several credit notes. */
type ZipDocument = { invoiceId: string; kind: InvoiceKind; number: string; orderId: string };

async function documentPdf(db: Db, doc: ZipDocument): Promise<Uint8Array> {
  const [order] = await db.select().from(orders).where(eq(orders.id, doc.orderId));
  const data = order ? await loadInvoice(db, order, { id: doc.invoiceId }) : null;
  if (!order || !data) throw new Error(`document ${doc.number} vanished while zipping`);
  const locale = isLocale(order.locale) ? order.locale : 'en';
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'invoice' });
  return renderInvoicePdf(data, invoiceStrings(data, (key, values) => t(key as 'title', values), locale));
}

/** Entry names: "invoices/GS-2026-000001.pdf", "credit-notes/GS-CN-2026-000001.pdf". */
const zipEntryName = (doc: { kind: InvoiceKind; number: string }) =>
  `${doc.kind === 'invoice' ? 'invoices' : 'credit-notes'}/${doc.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

export function registerZipStream(db: Db, documents: readonly ZipDocument[]): ReadableStream<Uint8Array> {
  let zip: Zip;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const doc = documents[next++];
      if (!doc) return zip.end();
      const entry = new ZipPassThrough(zipEntryName(doc));
      zip.add(entry);
      entry.push(await documentPdf(db, doc), true);
    },
  });
}
