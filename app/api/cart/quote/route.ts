// POST /api/cart/quote/ — price { items: GreetingSpec[], currency, country?, vatId? } on the
// server. Nothing price-like is read from the body.
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/http/api-error';
import { withDefaults } from '@/lib/greeting/spec';
import { quoteRequestSchema } from '@/lib/orders/checkout-input';
import { validationResponse } from '@/lib/orders/http';
import { quote } from '@/lib/payments/pricing';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  // 256 KiB, not 64: a full cart is 50 specs (MAX_CART_ITEMS) of up to 1,500 characters, and a
  // Greek character takes 2 bytes in UTF-8 — about 150 KB of text plus each spec's settings.
  const body = await readJsonBody(request, 256 * 1024);
  if (!body.ok) return body.response;
  const parsed = quoteRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues);
  const { items, currency, country, vatId } = parsed.data;
  const sellerCountry = env().SELLER_COUNTRY;
  // Without a country yet (cart before checkout) the quote is net, with VAT "where applicable".
  const result = quote(items.map(withDefaults), { currency, country: country ?? 'ZZ', vatId, sellerCountry });
  return Response.json({ ...result, vatKnown: country !== undefined });
});
