import 'server-only';
// PayPal Orders v2 over fetch: an order created on the server for the order's amount, captured
// on the server, and the capture's status and amount checked before anything is fulfilled.
import { z } from 'zod';

export type PaypalSettings = { clientId: string; clientSecret: string; apiBase: string };

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const orderSchema = z.object({ id: z.string(), status: z.string() });
const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
const countrySchema = z.object({ country_code: z.string().length(2).optional() }).optional();
const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  payer: z.object({ address: countrySchema }).optional(),
  payment_source: z.object({ paypal: z.object({ address: countrySchema }).optional() }).optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        payments: z
          .object({
            captures: z.array(z.object({ id: z.string(), status: z.string(), amount: amountSchema })),
          })
          .optional(),
      }),
    )
    .min(1),
});

const refundSchema = z.object({ id: z.string(), status: z.string() });

export class PaypalError extends Error {}

/** "12.34" from 1234 minor units (all offered currencies have two decimals). */
export const toPaypalValue = (minor: number) => (minor / 100).toFixed(2);
export const fromPaypalValue = (value: string) => Math.round(Number(value) * 100);

export function createPaypal(settings: PaypalSettings) {
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const response = await fetch(`${settings.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaypalError(`PayPal OAuth failed with ${response.status}`);
    const body = tokenSchema.parse(await response.json());
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  async function call(path: string, body: unknown, requestId: string) {
    const response = await fetch(`${settings.apiBase}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new PaypalError(`PayPal ${path} failed with ${response.status}`);
    return (await response.json()) as unknown;
  }

  return {
    async createOrder(order: { id: string; gross: number; currency: string }): Promise<string> {
      const created = orderSchema.parse(
        await call(
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: order.id,
                custom_id: order.id,
                amount: { currency_code: order.currency, value: toPaypalValue(order.gross) },
              },
            ],
          },
          `create-${order.id}`,
        ),
      );
      return created.id;
    },

    /** Capture and return what PayPal says was captured; the caller compares it with the order. */
    async capture(paypalOrderId: string) {
      const captured = captureSchema.parse(
        await call(
          `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
          {},
          `capture-${paypalOrderId}`,
        ),
      );
      const unit = captured.purchase_units[0];
      const capture = unit?.payments?.captures[0];
      if (captured.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
        throw new PaypalError(`PayPal capture not completed (${captured.status})`);
      }
      // The payer's PayPal country: evidence of the buyer's country beside the billing address.
      const country =
        captured.payment_source?.paypal?.address?.country_code ?? captured.payer?.address?.country_code;
      return {
        orderId: unit?.custom_id ?? unit?.reference_id ?? null,
        captureId: capture.id,
        amount: fromPaypalValue(capture.amount.value),
        currency: capture.amount.currency_code,
        payerCountry: country
          ? ({ source: 'paypal-payer-country', country: country.toUpperCase() } as const)
          : null,
      };
    },

    /** Refund a capture in full; the request id makes a repeat a no-op at PayPal. */
    /** Without `part`, what is left of the capture under the order's own request id; with it, that amount under its own. */
    async refundCapture(
      captureId: string,
      orderId: string,
      part?: { amount: number; currency: string; requestId: string },
    ) {
      const body = part ? { amount: { value: toPaypalValue(part.amount), currency_code: part.currency } } : {};
      const refunded = refundSchema.parse(
        await call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, body, part?.requestId ?? `refund-${orderId}`),
      );
      if (refunded.status !== 'COMPLETED' && refunded.status !== 'PENDING')
        throw new PaypalError(`PayPal refund not completed (${refunded.status})`);
      return { refundId: refunded.id, status: refunded.status };
    },
  };
}

export type Paypal = ReturnType<typeof createPaypal>;
