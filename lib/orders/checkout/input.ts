// What the checkout and the cart quote accept from the browser: specs and buyer details,
// never an amount. zod drops every unknown key, so a client-sent price is simply not read.
import { z } from 'zod';
import { isCountryCode } from '../../commerce/countries';
import { missingAddressFields } from '../../commerce/buyer-address';
import { currencies } from '../../commerce/currencies';
import { greetingSpecInputSchema } from '../../greeting/spec';
import { isLocale, locales, type Locale } from '../../i18n/locales';
import { ivrSetSpecSchema } from '../../ivr/set-spec';

export const MAX_CART_ITEMS = 50;
/** Greetings one order may render: every greeting line plus every prompt of every IVR set. */
export const MAX_ORDER_GREETINGS = 100;

/**
 * A cart line: a greeting's spec, or an IVR set (`kind: 'ivr-set'`). Lines stored before sets
 * existed carry no `kind` and stay greetings.
 */
export const cartLineSchema = z.discriminatedUnion('kind', [
  ivrSetSpecSchema,
  // The spec schema is zod/mini (the browser loads it), which has no .extend(): spread its shape.
  z.object({ ...greetingSpecInputSchema.shape, kind: z.literal('greeting').optional() }),
]);
export type CartLineInput = z.output<typeof cartLineSchema>;

const greetingsIn = (line: CartLineInput) => (line.kind === 'ivr-set' ? line.tree.prompts.length : 1);
const cartLines = (min: number) =>
  z
    .array(cartLineSchema)
    .min(min)
    .max(MAX_CART_ITEMS)
    .refine((lines) => lines.reduce((n, line) => n + greetingsIn(line), 0) <= MAX_ORDER_GREETINGS, {
      message: `at most ${MAX_ORDER_GREETINGS} greetings and prompts per order`,
    });

/** The error message of a country outside the ISO list; answered localized (lib/orders/checkout/refusals.ts). */
export const UNKNOWN_COUNTRY = 'unknown_country';

// The ISO list only: a made-up code such as XX must not pass as "outside the EU, no VAT".
const country = z.string().trim().toUpperCase().refine(isCountryCode, { error: UNKNOWN_COUNTRY });

export const quoteRequestSchema = z.object({
  items: cartLines(0),
  currency: z.enum(currencies),
  /** The page's language, for refusals the buyer reads; English when absent. */
  locale: z.enum(locales).optional(),
  country: country.optional(),
  vatId: z.string().trim().max(20).optional().nullable(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The studio's price beside Add to cart: one greeting, no buyer (app/api/cart/studio-quote). */
export const studioQuoteRequestSchema = z.object({
  item: greetingSpecInputSchema,
  currency: z.enum(currencies),
  locale: z.enum(locales).optional(),
});

export const buyerSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    name: z.string().trim().min(1).max(120),
    country,
    company: z.string().trim().max(160).optional().nullable(),
    vatId: z.string().trim().max(20).optional().nullable(),
    street: z.string().trim().max(200).optional().nullable(),
    postcode: z.string().trim().max(20).optional().nullable(),
    city: z.string().trim().max(100).optional().nullable(),
  })
  // A business invoice without the buyer's address is no valid invoice (lib/commerce/buyer-address.ts).
  .superRefine((buyer, ctx) => {
    for (const field of missingAddressFields(buyer))
      ctx.addIssue({ code: 'custom', path: [field], message: 'required for a business invoice' });
  });
export type Buyer = z.infer<typeof buyerSchema>;

export const paymentMethods = ['stripe', 'paypal', 'test'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The error code of a checkout without consent to immediate delivery (lib/orders/route-helpers.ts). */
export const WITHDRAWAL_CONSENT_REQUIRED = 'withdrawal_consent_required';

export const checkoutRequestSchema = z
  .object({
    items: cartLines(1),
    currency: z.enum(currencies),
    locale: z.enum(locales),
    buyer: buyerSchema,
    method: z.enum(paymentMethods),
    // The terms of sale: the right of withdrawal ends with delivery only when the buyer expressly
    // asked for immediate delivery and acknowledged losing it, before paying. No consent, no order.
    withdrawalConsent: z.literal(true, { error: WITHDRAWAL_CONSENT_REQUIRED }),
  })
  // The refusal is answered in the buyer's language, but the error handler sees only the issues:
  // this one carries the request's locale. `when` runs it even if other fields failed as well.
  .superRefine(
    (value, ctx) => {
      const raw = value as { withdrawalConsent?: unknown; locale?: unknown };
      if (raw.withdrawalConsent === true) return;
      ctx.addIssue({
        code: 'custom',
        path: ['withdrawalConsent'],
        message: WITHDRAWAL_CONSENT_REQUIRED,
        params: { locale: isLocale(raw.locale) ? raw.locale : 'en' },
      });
    },
    // Only for objects: a body of null, a string or an array has no fields to read (and would throw).
    {
      when: (payload) =>
        typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    },
  );
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** True when the refusal is about a country outside the ISO list. */
export const isUnknownCountry = (issues: readonly z.core.$ZodIssue[]): boolean =>
  issues.some((i) => i.message === UNKNOWN_COUNTRY);

/** The locale a raw (possibly invalid) request body asks for, for its refusals. */
export function requestLocale(raw: unknown): Locale {
  const locale = typeof raw === 'object' && raw !== null ? (raw as { locale?: unknown }).locale : undefined;
  return isLocale(locale) ? locale : 'en';
}

/** The locale to refuse a checkout without consent in, or null when consent is not the problem. */
export function withdrawalConsentRefusal(issues: readonly z.core.$ZodIssue[]): Locale | null {
  if (!issues.some((i) => i.path[0] === 'withdrawalConsent')) return null;
  const annotated = issues.find((i) => i.path[0] === 'withdrawalConsent' && i.code === 'custom');
  const locale: unknown = annotated?.code === 'custom' ? annotated.params?.locale : undefined;
  return isLocale(locale) ? locale : 'en';
}
