// POST /api/cart/quote/: the server prices the cart. One file per remote operation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Currency } from '@/lib/commerce/currencies';
import type { CartSpec } from '@/stores/slices/cart';
import { undeliverableFromBody, UndeliverableLineError } from '@/lib/render/undeliverable-reasons';

const lineSchema = z.object({
  index: z.number(),
  words: z.number(),
  tier: z.string(),
  voiceTier: z.enum(['neural', 'standard', 'basic']),
  voiceSurcharge: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  /** An IVR set's line: its prompts, each priced on its own (the line sums them). */
  prompts: z.optional(
    z.array(
      z.object({
        promptId: z.string(),
        words: z.number(),
        unitPrice: z.number(),
        discount: z.number(),
        net: z.number(),
      }),
    ),
  ),
});

export const quoteSchema = z.object({
  currency: z.string(),
  vat: z.object({
    mode: z.enum(['standard', 'reverse-charge', 'none']),
    rateBp: z.number(),
    vatId: z.nullable(z.string()),
  }),
  vatKnown: z.boolean(),
  lines: z.array(lineSchema),
  ivrPrompts: z.number(),
  ivrDiscountPercent: z.number(),
  net: z.number(),
  vatTotal: z.number(),
  gross: z.number(),
});
export type CartQuote = z.infer<typeof quoteSchema>;

export type QuoteInput = {
  specs: CartSpec[];
  currency: Currency;
  country?: string;
  vatId?: string;
  /** The page's language, for a refusal's message. */
  locale?: string;
};

async function fetchQuote(input: QuoteInput): Promise<CartQuote> {
  const response = await fetch('/api/cart/quote/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: input.specs,
      currency: input.currency,
      country: input.country || undefined,
      vatId: input.vatId || undefined,
      locale: input.locale,
    }),
  });
  if (!response.ok) {
    const refused = undeliverableFromBody(await response.json().catch(() => null));
    throw refused ? new UndeliverableLineError(refused) : new Error(`quote ${response.status}`);
  }
  return quoteSchema.parse(await response.json());
}

export const quoteQuery = (input: QuoteInput) =>
  queryOptions({
    queryKey: [
      'cart-quote',
      input.currency,
      input.country ?? '',
      input.vatId ?? '',
      input.locale ?? '',
      JSON.stringify(input.specs),
    ],
    queryFn: () => fetchQuote(input),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

export const useQuote = (input: QuoteInput, enabled = true) =>
  useQuery({
    ...quoteQuery(input),
    enabled: enabled && input.specs.length > 0,
    // A refused line is the server's answer; asking again gives the same one.
    retry: (count, error) => !(error instanceof UndeliverableLineError) && count < 3,
  });
