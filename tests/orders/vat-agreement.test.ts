// Issue 34 item 1, end to end on PGlite: a Spanish hotel's IVR set, where rounding VAT on each
// prompt would give a different figure than VAT on the net total. The quote, the stored order, the
// amount the payment confirms, the invoice and the credit notes (one partial refund, then the rest)
// must all state round(net total × 21 %) and net + VAT, to the cent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { invoices, orders } from '@/lib/db/schema';
import { exampleValues } from '@/lib/greeting/templates';
import { ivrLanguage } from '@/lib/ivr/language';
import { newIvrSet } from '@/lib/ivr/set-spec';
import { ivrTemplate } from '@/lib/ivr/templates';
import { expandCartLines, quoteByCartLine } from '@/lib/orders/checkout/cart-lines';
import { quoteRequestSchema } from '@/lib/orders/checkout/input';
import { loadInvoice } from '@/lib/orders/documents/invoice-data';
import { payTestOrder, placeTestOrder, testSeller } from '@/lib/orders/paid-order.test-kit';
import { refundOrder } from '@/lib/orders/transitions';
import { quote } from '@/lib/payments/pricing';

let db: Db;
let close: () => Promise<void>;
const secret = 'test-secret-0123456789';
const rateBp = 2100;
const buyer = { email: 'hotel@example.es', name: 'Hotel Mar Azul', country: 'ES' };

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
}, 120_000);
afterAll(async () => close?.());

const hotelSet = () =>
  newIvrSet(
    ivrTemplate('hotel', ivrLanguage('es'), { company: 'Hotel Mar Azul' }, exampleValues('es')),
    { voiceId: 'flite-slt', speed: 1, pitch: 0 },
    null,
  );

describe('VAT on the net total agrees everywhere (issue 34)', () => {
  it('quote, order, payment, invoice and credit notes state the same VAT and gross', async () => {
    const items = [hotelSet()];
    const parsed = quoteRequestSchema.parse({ items, currency: 'EUR' });
    const expanded = expandCartLines(parsed.items);
    const q = quoteByCartLine(
      quote(
        expanded.map((i) => i.spec),
        { currency: 'EUR', country: 'ES', sellerCountry: 'IE' },
      ),
      expanded,
      parsed.items.length,
    );
    const vat = Math.round((q.net * rateBp) / 10_000);
    // The cart is one where the old per-line rounding gave another figure.
    const perLine = q.lines[0]!.prompts!.reduce((s, p) => s + Math.round((p.net * rateBp) / 10_000), 0);
    expect(perLine).not.toBe(vat);
    expect(q).toMatchObject({ vatTotal: vat, gross: q.net + vat });

    const created = await placeTestOrder(db, { secret, items, buyer });
    expect(created.gross).toBe(q.gross);
    expect(await payTestOrder(db, created)).toBe('paid');
    const [order] = await db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({
      netTotal: q.net,
      vatTotal: vat,
      grossTotal: q.gross,
      vatRateBp: rateBp,
      status: 'paid',
    });

    const invoice = await loadInvoice(db, order!, 'invoice');
    expect(invoice).toMatchObject({ net: q.net, vat, gross: q.gross });
    expect(invoice!.vatByRate).toEqual([{ rateBp, net: q.net, vat }]);
    expect(invoice!.lines.reduce((s, l) => s + l.vat, 0)).toBe(vat);
    expect(invoice!.lines.reduce((s, l) => s + l.gross, 0)).toBe(q.gross);

    // A partial refund, then the rest: the two notes add up to the invoice exactly.
    const base = {
      orderId: created.orderId,
      provider: 'test' as const,
      seller: testSeller,
      paymentMethodLabel: 'test',
    };
    await refundOrder(db, { ...base, eventId: 'refund-part', amount: 1_000 });
    await refundOrder(db, { ...base, eventId: 'refund-rest' });
    const notes = await db.select().from(invoices).where(eq(invoices.orderId, created.orderId));
    const credit = notes.filter((n) => n.kind === 'credit-note');
    expect(credit).toHaveLength(2);
    expect(credit.reduce((s, n) => s + (n.gross ?? 0), 0)).toBe(q.gross);
    expect(credit.reduce((s, n) => s + (n.vat ?? 0), 0)).toBe(vat);
    expect(credit.reduce((s, n) => s + (n.net ?? 0), 0)).toBe(q.net);
    for (const note of credit) {
      const data = await loadInvoice(db, order!, { id: note.id });
      expect(data!.lines.reduce((s, l) => s + l.vat, 0)).toBe(-(note.vat ?? 0));
      expect(data!.lines.reduce((s, l) => s + l.gross, 0)).toBe(-(note.gross ?? 0));
      expect(data!.gross).toBe(-(note.gross ?? 0));
    }
  }, 120_000);
});
