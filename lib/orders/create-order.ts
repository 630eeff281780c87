// Turn a checkout request into a pending order. Prices come from the price list, here.
import type { Db } from '../db/client';
import { customers, orderItems, orders } from '../db/schema';
import { withDefaults, type GreetingSpec, type PresetId } from '../greeting/spec';
import { quote, type VoiceTierLookup } from '../payments/pricing';
import type { ViesCheck } from '../payments/vies';
import type { CheckoutRequest } from './checkout-input';
import { hashToken, newAccessToken, newId, sealToken } from './tokens';

/** The chosen preset plus a universal MP3, every item's deliverables. */
export function presetsFor(spec: GreetingSpec): PresetId[] {
  return spec.preset === 'universal-mp3' ? ['universal-mp3'] : [spec.preset, 'universal-mp3'];
}

export type CreatedOrder = { orderId: string; token: string; gross: number; currency: string };

export async function createOrder(
  db: Db,
  request: CheckoutRequest,
  context: {
    userId: string | null;
    sellerCountry: string;
    secret: string;
    /** The VIES check of the buyer's VAT id (lib/payments/vies.ts viesCheckFor), null when none was needed. */
    vies?: ViesCheck | null;
    voiceTier?: VoiceTierLookup;
  },
): Promise<CreatedOrder> {
  const specs = request.items.map((item) => withDefaults(item));
  const vies = context.vies ?? null;
  const q = quote(specs, {
    currency: request.currency,
    country: request.buyer.country,
    vatId: request.buyer.vatId,
    sellerCountry: context.sellerCountry,
    voiceTier: context.voiceTier,
    vies: vies?.status ?? null,
  });
  const orderId = newId();
  const customerId = newId();
  const token = newAccessToken();
  await db.transaction(async (tx) => {
    await tx.insert(customers).values({
      id: customerId,
      email: request.buyer.email,
      name: request.buyer.name,
      company: request.buyer.company || null,
      vatId: q.vat.vatId,
      country: request.buyer.country,
      address: request.buyer.address || null,
      userId: context.userId,
    });
    await tx.insert(orders).values({
      id: orderId,
      customerId,
      userId: context.userId,
      email: request.buyer.email,
      locale: request.locale,
      currency: request.currency,
      country: request.buyer.country,
      vatMode: q.vat.mode,
      vatRateBp: q.vat.rateBp,
      netTotal: q.net,
      vatTotal: q.vatTotal,
      grossTotal: q.gross,
      paymentProvider: request.method,
      tokenHash: hashToken(token),
      tokenSealed: sealToken(context.secret, token),
      // The schema admits only `withdrawalConsent: true`: consent is given with this very request.
      withdrawalConsentAt: new Date(),
      viesStatus: vies?.status ?? null,
      viesCheckedAt: vies?.checkedAt ?? null,
      viesRequestId: vies?.requestIdentifier ?? null,
      // The first piece of evidence of the buyer's country; the payment adds the second (state.ts).
      countryEvidence: [{ source: 'billing-address', country: request.buyer.country }],
    });
    await tx.insert(orderItems).values(
      q.lines.map((line, position) => {
        const spec = specs[position] as GreetingSpec;
        return {
          id: newId(),
          orderId,
          position,
          spec,
          presets: presetsFor(spec),
          words: line.words,
          tier: line.tier,
          unitPrice: line.unitPrice,
          discount: line.discount,
          net: line.net,
          vat: line.vat,
          gross: line.gross,
        };
      }),
    );
  });
  return { orderId, token, gross: q.gross, currency: request.currency };
}
