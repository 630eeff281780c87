// Remote operations of the checkout: public config, start (create order), pay/confirm/capture.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { botCheckHeaders } from '@/components/bot-check/bot-check-api';
import type { Currency } from '@/lib/commerce/currencies';
import type { CartSpec } from '@/stores/slices/cart';
import type { CheckoutFields, StartedOrder } from '@/stores/slices/checkout';

const configSchema = z.object({
  methods: z.array(z.enum(['stripe', 'paypal', 'test'])),
  stripePublishableKey: z.nullable(z.string()),
  paypalClientId: z.nullable(z.string()),
});
export type CheckoutConfig = z.infer<typeof configSchema>;

export const checkoutConfigQuery = queryOptions({
  queryKey: ['checkout-config'],
  queryFn: async () => {
    const response = await fetch('/api/checkout/config/');
    if (!response.ok) throw new Error(`config ${response.status}`);
    return configSchema.parse(await response.json());
  },
  staleTime: 5 * 60_000,
});
export const useCheckoutConfig = () => useQuery(checkoutConfigQuery);

export type BuyerForm = CheckoutFields;
export type Method = CheckoutConfig['methods'][number];

const startedSchema: z.ZodMiniType<StartedOrder> = z.object({
  orderId: z.string(),
  token: z.string(),
  orderUrl: z.string(),
  payment: z.discriminatedUnion('method', [
    z.object({ method: z.literal('test') }),
    z.object({ method: z.literal('stripe'), clientSecret: z.string() }),
    z.object({ method: z.literal('paypal'), paypalOrderId: z.string() }),
  ]),
});
export type StartedCheckout = StartedOrder;

export class CheckoutError extends Error {
  constructor(
    readonly code: string,
    /** The bot check's reason ('unavailable', 'missing-token'…) when code is 'bot-check'. */
    readonly reason?: string,
    /** The cart line (1-based) the server cannot produce, when code is 'undeliverable'. */
    readonly line?: number,
  ) {
    super(code);
  }
}

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    details: z.optional(z.looseObject({ reason: z.optional(z.string()), line: z.optional(z.number()) })),
  }),
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    // fetch rejects only when no answer arrived (offline, DNS, connection reset): the buyer's
    // connection, not our server, so the message says so.
    throw new CheckoutError('network');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorSchema.safeParse(json);
    throw error.success
      ? new CheckoutError(
          error.data.error.code,
          error.data.error.details?.reason,
          error.data.error.details?.line,
        )
      : new CheckoutError('internal');
  }
  return json;
}

export async function startCheckout(input: {
  specs: CartSpec[];
  currency: Currency;
  locale: string;
  buyer: BuyerForm;
  method: Method;
  /** The bot-check widget's token when a provider is configured. */
  botToken?: string | null;
  /** The consent box as ticked; the server refuses the order unless it is true. */
  withdrawalConsent: boolean;
}): Promise<StartedCheckout> {
  const { buyer } = input;
  return startedSchema.parse(
    await post(
      '/api/checkout/',
      {
        items: input.specs,
        currency: input.currency,
        locale: input.locale,
        method: input.method,
        withdrawalConsent: input.withdrawalConsent,
        buyer: {
          email: buyer.email,
          name: buyer.name,
          country: buyer.country,
          company: buyer.company || null,
          vatId: buyer.vatId || null,
          street: buyer.street || null,
          postcode: buyer.postcode || null,
          city: buyer.city || null,
        },
      },
      botCheckHeaders(input.botToken ?? null),
    ),
  );
}

const resultSchema = z.object({ result: z.string() });
const settled = ['paid', 'already-paid', 'duplicate-event'];

/** True when the server recorded the payment (or already had). */
export async function settle(
  kind: 'test-pay' | 'stripe/confirm' | 'paypal/capture',
  orderId: string,
  token: string,
): Promise<boolean> {
  const { result } = resultSchema.parse(await post(`/api/checkout/${kind}/`, { orderId, token }));
  return settled.includes(result);
}

/** The order page path (relative, so it works behind any host). */
export const orderPath = (orderId: string, token: string) =>
  `/order/?id=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
