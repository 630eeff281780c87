// POST /api/cart/quote/ for the set being built: the server counts each prompt's spoken words and
// prices it from its price list with the set discount, exactly as the cart and checkout will.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { Currency } from '@/lib/commerce/currencies';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';

const setQuoteSchema = z.object({
  currency: z.string(),
  ivrDiscountPercent: z.number(),
  lines: z
    .array(
      z.object({
        net: z.number(),
        prompts: z.array(
          z.object({ promptId: z.string(), words: z.number(), unitPrice: z.number(), net: z.number() }),
        ),
      }),
    )
    .check(z.length(1)),
});
export type SetQuote = {
  currency: string;
  discountPercent: number;
  net: number;
  prompts: Map<string, { words: number; unitPrice: number; net: number }>;
};

async function fetchSetQuote(set: IvrSetSpec, currency: Currency, locale: string): Promise<SetQuote> {
  const response = await fetch('/api/cart/quote/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [set], currency, locale }),
  });
  if (!response.ok) throw new Error(`quote ${response.status}`);
  const data = setQuoteSchema.parse(await response.json());
  const line = data.lines[0];
  return {
    currency: data.currency,
    discountPercent: data.ivrDiscountPercent,
    net: line?.net ?? 0,
    prompts: new Map((line?.prompts ?? []).map(({ promptId, ...rest }) => [promptId, rest])),
  };
}

/** `value` once it has rested for `ms`: typing does not send a quote per keystroke. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The server's price of the set; off while the tree has problems (the server would refuse it). */
export function useSetQuote(set: IvrSetSpec, currency: Currency, locale: string, valid: boolean) {
  const body = useSettled(JSON.stringify(set), 400);
  return useQuery({
    queryKey: ['ivr-set-quote', currency, locale, body],
    queryFn: () => fetchSetQuote(JSON.parse(body) as IvrSetSpec, currency, locale),
    enabled: valid,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
