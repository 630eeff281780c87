// POST /api/cart/quote/ — price { items: GreetingSpec[], currency, locale?, country?, vatId? } on
// the server. Nothing price-like is read from the body. A line the server cannot render is
// refused (400, named), and a VAT id counts only once VIES confirms it.
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/http/api-error';
import { expandCartLines, firstUndeliverableLine, quoteByCartLine } from '@/lib/orders/checkout/cart-lines';
import { quoteRequestSchema, requestLocale } from '@/lib/orders/checkout/input';
import { validationResponse } from '@/lib/orders/route-helpers';
import { undeliverableResponse } from '@/lib/orders/checkout/refusals';
import { viesChecker } from '@/lib/orders/server';
import { quote } from '@/lib/payments/pricing';
import { voiceTierLookup } from '@/lib/tts/catalog';
import { viesCheckFor } from '@/lib/payments/vies';
import { serverRenderCatalog } from '@/lib/render/deliverable';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  // 256 KiB, not 64: a full cart is 50 specs (MAX_CART_ITEMS) of up to 1,500 characters, and a
  // Greek character takes 2 bytes in UTF-8 — about 150 KB of text plus each spec's settings.
  const body = await readJsonBody(request, 256 * 1024);
  if (!body.ok) return body.response;
  const parsed = quoteRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues, requestLocale(body.value));
  const { items, currency, country, vatId, locale } = parsed.data;
  // An IVR set is priced per prompt: each is a greeting of its own, folded back into one line.
  const expanded = expandCartLines(items);
  const undeliverable = firstUndeliverableLine(expanded, serverRenderCatalog());
  if (undeliverable) return undeliverableResponse(undeliverable, locale);
  const sellerCountry = env().SELLER_COUNTRY;
  // Without a country yet (cart before checkout) the quote is net, with VAT "where applicable".
  const buyerCountry = country ?? 'ZZ';
  const vies = await viesCheckFor(viesChecker(), { country: buyerCountry, vatId, sellerCountry });
  const result = quote(
    expanded.map((item) => item.spec),
    {
      currency,
      country: buyerCountry,
      vatId,
      sellerCountry,
      vies: vies?.status,
      voiceTier: voiceTierLookup(),
    },
  );
  return Response.json({
    ...quoteByCartLine(result, expanded, items.length),
    vatKnown: country !== undefined,
  });
});
