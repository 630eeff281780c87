import 'server-only';
// Everything an EU invoice (or credit note) shows, read from the order as it was paid.
// Credit notes carry the same lines with negative amounts and refer to the invoice.
import { and, asc, eq } from 'drizzle-orm';
import { addressLines } from '../../commerce/buyer-address';
import type { Db } from '../../db/client';
import { customers, invoices, orderItems, type InvoiceKind } from '../../db/schema';
import type { OrderRow } from '../access/find-order';

export type InvoiceLine = {
  description: string;
  words: number;
  quantity: number;
  unitNet: number;
  net: number;
  vatRateBp: number;
  vat: number;
  gross: number;
};

export type InvoiceData = {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  /** For a credit note: the invoice it corrects. */
  correctsNumber: string | null;
  orderId: string;
  /** The order's short reference, what the buyer quotes (the id stays in the links). */
  orderReference: string;
  currency: string;
  seller: { name: string; address: string; country: string; vatId: string; email: string };
  buyer: {
    name: string;
    company: string | null;
    /** As printed in the buyer's country (addressLines); an old order's free-text address as one line. */
    address: string[];
    country: string;
    vatId: string | null;
    email: string;
  };
  lines: InvoiceLine[];
  net: number;
  vatByRate: { rateBp: number; net: number; vat: number }[];
  vat: number;
  gross: number;
  vatMode: OrderRow['vatMode'];
  paymentMethod: string;
  locale: string;
};

const excerpt = (text: string) => {
  const plain = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 60 ? `${plain.slice(0, 60)}…` : plain;
};

export async function loadInvoice(db: Db, order: OrderRow, kind: InvoiceKind): Promise<InvoiceData | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  const invoice = rows.find((r) => r.kind === kind);
  if (!invoice) return null;
  const original = rows.find((r) => r.kind === 'invoice');
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.position));
  const sign = kind === 'credit-note' ? -1 : 1;
  const lines = items.map((item) => ({
    description: excerpt(item.spec.text),
    words: item.words,
    quantity: 1,
    unitNet: sign * item.net,
    net: sign * item.net,
    vatRateBp: order.vatRateBp,
    vat: sign * item.vat,
    gross: sign * item.gross,
  }));
  const byRate = new Map<number, { rateBp: number; net: number; vat: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRateBp) ?? { rateBp: line.vatRateBp, net: 0, vat: 0 };
    entry.net += line.net;
    entry.vat += line.vat;
    byRate.set(line.vatRateBp, entry);
  }
  const seller = invoice.seller;
  return {
    kind,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    correctsNumber: kind === 'credit-note' ? (original?.number ?? null) : null,
    orderId: order.id,
    orderReference: order.reference,
    currency: order.currency,
    seller: {
      name: seller.name ?? '',
      address: seller.address ?? '',
      country: seller.country ?? '',
      vatId: seller.vatId ?? '',
      email: seller.email ?? '',
    },
    buyer: {
      name: customer?.name ?? '',
      company: customer?.company ?? null,
      address:
        customer?.street || customer?.city
          ? addressLines({
              street: customer.street ?? '',
              postcode: customer.postcode ?? '',
              city: customer.city ?? '',
              country: order.country,
            })
          : customer?.address
            ? [customer.address]
            : [],
      country: order.country,
      vatId: customer?.vatId ?? null,
      email: order.email,
    },
    lines,
    net: sign * order.netTotal,
    vatByRate: [...byRate.values()],
    vat: sign * order.vatTotal,
    gross: sign * order.grossTotal,
    vatMode: order.vatMode,
    paymentMethod: invoice.paymentMethod,
    locale: order.locale,
  };
}
