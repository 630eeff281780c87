// POST /api/cart/studio-quote/ — { item: GreetingSpec, currency, locale } → the greeting's price as the
// cart will quote it (words as spoken, the voice's tier from the server's catalog) and the next
// step up, with both amounts written in the page's language. The studio shows it beside Add to
// cart while the visitor types; net, VAT at checkout.
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { withDefaults } from '@/lib/greeting/spec';
import { studioQuoteRequestSchema, requestLocale } from '@/lib/orders/checkout/input';
import { validationResponse } from '@/lib/orders/route-helpers';
import { studioPrice } from '@/lib/payments/next-tier';
import { priceLabel } from '@/lib/payments/price-label';
import { quote } from '@/lib/payments/pricing';
import { voiceTierLookup } from '@/lib/tts/catalog';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = studioQuoteRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues, requestLocale(body.value));
  const { item, currency, locale = 'en' } = parsed.data;
  // No buyer yet: a net price, the same for everyone (VAT is the checkout's business).
  const [line] = quote([withDefaults(item)], {
    currency,
    country: 'ZZ',
    sellerCountry: env().SELLER_COUNTRY,
    voiceTier: voiceTierLookup(),
  }).lines;
  if (!line) throw new Error('a quote of one item has one line');
  const price = studioPrice(line, currency);
  // The amounts as the visitor's language writes them: the studio shows them without building an
  // Intl.NumberFormat of its own while the page loads (#29).
  const labels = {
    price: priceLabel(price.price, currency, locale),
    next: price.next ? priceLabel(price.next.price, currency, locale) : null,
  };
  return Response.json({ ...price, labels }, { headers: { 'Cache-Control': 'no-store' } });
});
