'use client';

// The checkout's own quote request (features don't import each other; the endpoint is shared).
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Currency } from '@/lib/commerce/currencies';
import type { CartSpec } from '@/stores/slices/cart';
import { undeliverableFromBody, UndeliverableLineError } from '@/lib/render/undeliverable-reasons';

const totalsSchema = z.object({
  vat: z.object({
    mode: z.enum(['standard', 'reverse-charge', 'none']),
    rateBp: z.number(),
    vatId: z.nullable(z.string()),
    /** VIES's answer when the VAT id needed one (null: not asked). */
    vies: z.optional(z.nullable(z.enum(['valid', 'invalid', 'unavailable']))),
  }),
  net: z.number(),
  vatTotal: z.number(),
  gross: z.number(),
});
export type CheckoutTotals = z.infer<typeof totalsSchema>;

export function useCheckoutQuote(
  specs: CartSpec[],
  currency: Currency,
  country: string,
  vatId: string,
  locale: string,
) {
  return useQuery({
    queryKey: ['checkout-quote', currency, country, vatId.trim(), locale, JSON.stringify(specs)],
    // A refusal is an answer, not a hiccup: asking again gives the same one.
    retry: (count, error) => !(error instanceof UndeliverableLineError) && count < 3,
    enabled: specs.length > 0 && /^[A-Z]{2}$/.test(country),
    placeholderData: (previous) => previous,
    queryFn: async () => {
      const response = await fetch('/api/cart/quote/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: specs, currency, country, vatId: vatId.trim() || undefined, locale }),
      });
      if (!response.ok) {
        const refused = undeliverableFromBody(await response.json().catch(() => null));
        if (refused) throw new UndeliverableLineError(refused);
        throw new Error(`quote ${response.status}`);
      }
      return totalsSchema.parse(await response.json());
    },
  });
}
