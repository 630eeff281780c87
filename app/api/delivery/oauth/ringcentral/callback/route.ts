// GET /api/delivery/oauth/ringcentral/callback/?code&state — RingCentral sends the customer back
// here. Signed in only: the sealed cookie from /start must open for this customer and carry this
// state; the code is traded with its PKCE verifier and the tokens sealed as a connection. The
// browser goes back where it came from with `?phoneSystem=connected` or the reason it failed
// (the account panel translates it); the cookie is cleared either way.
import { z } from 'zod';
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { oauthCookie, oauthCookieHeader } from '@/lib/delivery/oauth-cookie';
import { completeOAuth, declinedOAuth } from '@/lib/delivery/send';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = z.union([
  z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) }),
  // The customer declined at RingCentral (RFC 6749 §4.1.2.1).
  z.object({ error: z.string().max(200), state: z.string().max(256).optional() }),
]);

function back(returnTo: string | undefined, result: string): Response {
  const url = new URL(returnTo ?? '/', env().SITE_URL);
  url.searchParams.set('phoneSystem', result);
  return new Response(null, {
    status: 303,
    headers: {
      location: url.toString(),
      'set-cookie': oauthCookieHeader('ringcentral', null),
      'Cache-Control': 'no-store',
    },
  });
}

export const GET = apiRoute(
  withUser(async (request, { user }) => {
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return back(undefined, 'expired');
    const cookie = oauthCookie(request, 'ringcentral');
    if (!('code' in parsed.data))
      return back(declinedOAuth(user.uid, 'ringcentral', { cookie, state: parsed.data.state }), 'denied');
    const db = await getDb();
    const outcome = await completeOAuth(db, user.uid, 'ringcentral', {
      cookie,
      code: parsed.data.code,
      state: parsed.data.state,
    });
    if (outcome.ok) return back(outcome.returnTo, 'connected');
    return back(outcome.returnTo, outcome.reason === 'state' ? 'expired' : outcome.reason);
  }),
);
