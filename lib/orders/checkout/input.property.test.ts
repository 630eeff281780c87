// Whatever a browser (or anyone) posts to /api/checkout/ or /api/cart/quote/, the schemas answer
// with data or issues; no other exception escapes (10,000 cases each).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkoutRequestSchema, quoteRequestSchema } from './input';

const runs = { numRuns: 10_000 };

/** Near misses of a real checkout body: each field may be missing, of the wrong type or odd. */
const nearMiss = fc.record(
  {
    items: fc.oneof(
      fc.constant([{ useCase: 'ivr', locale: 'en', text: 'Press one.', voice: { id: 'v' } }]),
      fc.jsonValue(),
    ),
    currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'GBP', 'CHF'), fc.jsonValue()),
    locale: fc.oneof(fc.constantFrom('en', 'de', 'el'), fc.jsonValue()),
    buyer: fc.oneof(fc.constant({ email: 'a@example.com', name: 'A', country: 'DE' }), fc.jsonValue()),
    method: fc.oneof(fc.constantFrom('test', 'stripe', 'paypal'), fc.jsonValue()),
    withdrawalConsent: fc.oneof(fc.constant(true), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(fc.jsonValue(), nearMiss, fc.array(nearMiss, { maxLength: 2 }));

describe('checkout input properties', () => {
  it('checkoutRequestSchema never throws on any JSON body (10,000 cases)', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const r = checkoutRequestSchema.safeParse(body);
        return r.success || r.error.issues.length > 0;
      }),
      runs,
    );
  }, 120_000);

  it('quoteRequestSchema never throws on any JSON body (10,000 cases)', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        const r = quoteRequestSchema.safeParse(body);
        return r.success || r.error.issues.length > 0;
      }),
      runs,
    );
  }, 120_000);
});
