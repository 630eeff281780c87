// POST /api/cart/studio-quote/ — { item: GreetingSpec, currency } → the greeting's price as the
// cart will quote it (words as spoken, the voice's tier from the server's catalog) and the next
// step up. The studio shows it beside Add to cart while the visitor types; net, VAT at checkout.
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { withDefaults } from '@/lib/greeting/spec';
import { studioQuoteRequestSchema, requestLocale } from '@/lib/orders/checkout/input';
import { validationResponse } from '@/lib/orders/route-helpers';
import { studioPrice } from '@/lib/payments/next-tier';
import { quote } from '@/lib/payments/pricing';
import { voiceTierLookup } from '@/lib/tts/catalog';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = studioQuoteRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues, requestLocale(body.value));
  const { item, currency } = parsed.data;
  // No buyer yet: a net price, the same for everyone (VAT is the checkout's business).
  const [line] = quote([withDefaults(item)], {
    currency,
    country: 'ZZ',
    sellerCountry: env().SELLER_COUNTRY,
    voiceTier: voiceTierLookup(),
  }).lines;
  if (!line) throw new Error('a quote of one item has one line');
  return Response.json(studioPrice(line, currency), { headers: { 'Cache-Control': 'no-store' } });
});
