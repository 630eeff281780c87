// What the checkout and the cart quote accept from the browser: specs and buyer details,
// never an amount. zod drops every unknown key, so a client-sent price is simply not read.
import { z } from 'zod';
import { currencies } from '../commerce/currencies';
import { greetingSpecInputSchema } from '../greeting/spec';
import { locales } from '../i18n/locales';

export const MAX_CART_ITEMS = 50;

const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

export const quoteRequestSchema = z.object({
  items: z.array(greetingSpecInputSchema).min(0).max(MAX_CART_ITEMS),
  currency: z.enum(currencies),
  country: country.optional(),
  vatId: z.string().trim().max(20).optional().nullable(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const buyerSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(120),
  country,
  company: z.string().trim().max(160).optional().nullable(),
  vatId: z.string().trim().max(20).optional().nullable(),
  address: z.string().trim().max(300).optional().nullable(),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const paymentMethods = ['stripe', 'paypal', 'test'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const checkoutRequestSchema = z.object({
  items: z.array(greetingSpecInputSchema).min(1).max(MAX_CART_ITEMS),
  currency: z.enum(currencies),
  locale: z.enum(locales),
  buyer: buyerSchema,
  method: z.enum(paymentMethods),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
