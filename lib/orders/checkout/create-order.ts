import 'server-only';
// Turn a checkout request into a pending order. Prices come from the price list, here.
import type { Db } from '../../db/client';
import { customers, orderItems, orderIvrSets, orders } from '../../db/schema';
import type { GreetingSpec, PresetId } from '../../greeting/spec';
import { asteriskPresets } from '../../ivr/set-spec';
import { quote, type VoiceTierLookup } from '../../payments/pricing';
import type { ViesCheck } from '../../payments/vies';
import { expandCartLines, type ExpandedItem } from './cart-lines';
import type { CheckoutRequest } from './input';
import type { SecretRing } from '../../security/app-keys';
import { clientHash, supersedeRecentPending } from './pending-orders';
import { newOrderReference } from './reference';
import { hashToken, newAccessToken, newId, sealToken } from '../access/tokens';

/** The chosen preset plus a universal MP3, every item's deliverables. */
export function presetsFor(spec: GreetingSpec): PresetId[] {
  return spec.preset === 'universal-mp3' ? ['universal-mp3'] : [spec.preset, 'universal-mp3'];
}

/** An IVR prompt for Asterisk / FreePBX comes as WAV and raw sounds-folder files; else like a greeting. */
export function itemPresets(item: Pick<ExpandedItem, 'spec' | 'ivr'>): PresetId[] {
  return item.ivr && item.spec.phoneSystem === 'asterisk' ? [...asteriskPresets] : presetsFor(item.spec);
}

export type CreatedOrder = {
  orderId: string;
  reference: string;
  token: string;
  gross: number;
  currency: string;
};

export async function createOrder(
  db: Db,
  request: CheckoutRequest,
  context: {
    userId: string | null;
    sellerCountry: string;
    secret: SecretRing;
    /** The VIES check of the buyer's VAT id (lib/payments/vies.ts viesCheckFor), null when none was needed. */
    vies?: ViesCheck | null;
    voiceTier?: VoiceTierLookup;
    /** The client's address (lib/rate-limit/client-key.ts); stored only as a keyed hash. */
    clientAddress?: string | null;
  },
): Promise<CreatedOrder> {
  // An IVR set becomes one item per prompt; the set itself is kept beside them (order_ivr_sets).
  const expanded = expandCartLines(request.items);
  const specs = expanded.map((item) => item.spec);
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
  const client = context.clientAddress ? clientHash(context.secret, context.clientAddress) : null;
  const reference = newOrderReference();
  await db.transaction(async (tx) => {
    await supersedeRecentPending(tx, { email: request.buyer.email, clientHash: client });
    await tx.insert(customers).values({
      id: customerId,
      email: request.buyer.email,
      name: request.buyer.name,
      company: request.buyer.company || null,
      vatId: q.vat.vatId,
      country: request.buyer.country,
      street: request.buyer.street || null,
      postcode: request.buyer.postcode || null,
      city: request.buyer.city || null,
      userId: context.userId,
    });
    await tx.insert(orders).values({
      id: orderId,
      reference,
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
      tokenHash: hashToken(context.secret, token),
      tokenSealed: sealToken(context.secret, token),
      clientHash: client,
      // The schema admits only `withdrawalConsent: true`: consent is given with this very request.
      withdrawalConsentAt: new Date(),
      viesStatus: vies?.status ?? null,
      viesCheckedAt: vies?.checkedAt ?? null,
      viesRequestId: vies?.requestIdentifier ?? null,
      // The first piece of evidence of the buyer's country; the payment adds the second (../transitions.ts).
      countryEvidence: [{ source: 'billing-address', country: request.buyer.country }],
    });
    const setIds = new Map<number, string>();
    for (const item of expanded) {
      if (!item.ivr || setIds.has(item.ivr.setIndex)) continue;
      const id = newId();
      setIds.set(item.ivr.setIndex, id);
      await tx.insert(orderIvrSets).values({ id, orderId, position: item.ivr.setIndex, spec: item.ivr.set });
    }
    await tx.insert(orderItems).values(
      q.lines.map((line, position) => {
        const item = expanded[position] as ExpandedItem;
        const spec = item.spec;
        return {
          id: newId(),
          orderId,
          position,
          spec,
          presets: itemPresets(item),
          words: line.words,
          tier: line.tier,
          unitPrice: line.unitPrice,
          discount: line.discount,
          net: line.net,
          vat: line.vat,
          gross: line.gross,
          ivrSetId: item.ivr ? (setIds.get(item.ivr.setIndex) ?? null) : null,
          ivrPromptId: item.ivr?.promptId ?? null,
          fileBase: item.ivr?.fileBase ?? null,
        };
      }),
    );
  });
  return { orderId, reference, token, gross: q.gross, currency: request.currency };
}
