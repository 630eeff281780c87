import 'server-only';
// Everything an EU invoice (or credit note) shows, read from the order as it was paid.
// Credit notes refer to the invoice and carry the lines with negative amounts: for a partial
// refund, the note's own net and VAT spread over the lines like the order's (largest remainder),
// so the lines add up to the note exactly.
import { and, asc, desc, eq } from 'drizzle-orm';
import { addressLines } from '../../commerce/buyer-address';
import type { Db } from '../../db/client';
import { customers, invoices, orderItems, type InvoiceKind } from '../../db/schema';
import { splitProportionally } from '../../payments/proportional-split';
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

/**
 * The order's invoice, or a credit note: `{ id }` (the register's ZIP) or `{ kind, number }` (the
 * buyer's link) names one document; the kind 'credit-note' alone means the latest, since an
 * order may have several (partial refunds).
 */
export async function loadInvoice(
  db: Db,
  order: OrderRow,
  which: InvoiceKind | { id: string } | { kind: InvoiceKind; number: string },
): Promise<InvoiceData | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
  const invoice =
    typeof which === 'string'
      ? rows.find((r) => r.kind === which)
      : 'id' in which
        ? rows.find((r) => r.id === which.id)
        : rows.find((r) => r.kind === which.kind && r.number === which.number);
  if (!invoice) return null;
  const kind = invoice.kind;
  const original = rows.find((r) => r.kind === 'invoice');
  // Its own amounts; a document written without them was for the whole order.
  const total = { net: invoice.net ?? order.netTotal, vat: invoice.vat ?? order.vatTotal, gross: invoice.gross ?? order.grossTotal };
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.position));
  const sign = kind === 'credit-note' ? -1 : 1;
  const nets = splitProportionally(total.net, items.map((item) => item.net));
  const vats = splitProportionally(total.vat, items.map((item) => item.vat));
  const lines = items.map((item, index) => {
    const net = nets[index] ?? 0;
    const vat = vats[index] ?? 0;
    return {
      description: excerpt(item.spec.text),
      words: item.words,
      quantity: 1,
      unitNet: sign * net,
      net: sign * net,
      vatRateBp: order.vatRateBp,
      vat: sign * vat,
      gross: sign * (net + vat),
    };
  });
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
    net: sign * total.net,
    vatByRate: [...byRate.values()],
    vat: sign * total.vat,
    gross: sign * total.gross,
    vatMode: order.vatMode,
    paymentMethod: invoice.paymentMethod,
    locale: order.locale,
  };
}
