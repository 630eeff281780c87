// POST /api/cart/studio-quote/: the server prices the greeting in the studio (words as spoken,
// the voice's tier, the next step up). One file per remote operation.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';

export const studioPriceSchema = z.object({
  currency: z.string(),
  words: z.number(),
  tier: z.string(),
  price: z.number(),
  wordsLeft: z.nullable(z.number()),
  next: z.nullable(z.object({ tier: z.string(), fromWords: z.number(), price: z.number() })),
  /** `price` and `next.price` written by the server in the page's language. */
  labels: z.object({ price: z.string(), next: z.nullable(z.string()) }),
});
export type StudioPriceAnswer = z.infer<typeof studioPriceSchema>;

/** Only what the price depends on: typing in the mixer does not ask again. */
export type StudioQuoteInput = {
  spec: Pick<GreetingSpec, 'useCase' | 'locale' | 'text' | 'voice'>;
  currency: Currency;
  locale: string;
};

async function fetchStudioPrice(input: StudioQuoteInput, signal: AbortSignal): Promise<StudioPriceAnswer> {
  const { useCase, locale, text, voice } = input.spec;
  const response = await fetch('/api/cart/studio-quote/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      item: { useCase, locale, text, voice },
      currency: input.currency,
      locale: input.locale,
    }),
    signal,
  });
  if (!response.ok) throw new Error(`studio quote ${response.status}`);
  return studioPriceSchema.parse(await response.json());
}

export const studioQuoteQuery = (input: StudioQuoteInput) =>
  queryOptions({
    queryKey: [
      'studio-quote',
      input.currency,
      input.locale,
      input.spec.useCase,
      input.spec.locale,
      input.spec.voice.id,
      input.spec.text,
    ],
    queryFn: ({ signal }) => fetchStudioPrice(input, signal),
    staleTime: 5 * 60_000,
    // The last price stays while the next one is asked for: no flicker on every word.
    placeholderData: keepPreviousData,
  });

export const useStudioQuote = (input: StudioQuoteInput, enabled: boolean) =>
  useQuery({ ...studioQuoteQuery(input), enabled });
