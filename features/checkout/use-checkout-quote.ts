'use client';

// The checkout's own quote request (features don't import each other; the endpoint is shared).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';

const totalsSchema = z.object({
  vat: z.object({
    mode: z.enum(['standard', 'reverse-charge', 'none']),
    rateBp: z.number(),
    vatId: z.string().nullable(),
  }),
  net: z.number(),
  vatTotal: z.number(),
  gross: z.number(),
});
export type CheckoutTotals = z.infer<typeof totalsSchema>;

export function useCheckoutQuote(specs: GreetingSpec[], currency: Currency, country: string, vatId: string) {
  return useQuery({
    queryKey: ['checkout-quote', currency, country, vatId.trim(), JSON.stringify(specs)],
    enabled: specs.length > 0 && /^[A-Z]{2}$/.test(country),
    placeholderData: (previous) => previous,
    queryFn: async () => {
      const response = await fetch('/api/cart/quote/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: specs, currency, country, vatId: vatId.trim() || undefined }),
      });
      if (!response.ok) throw new Error(`quote ${response.status}`);
      return totalsSchema.parse(await response.json());
    },
  });
}
