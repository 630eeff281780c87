// GET /api/delivery/oauth/ringcentral/start/?returnTo=/path/ — signed in only: makes the OAuth
// state and PKCE verifier, seals them (bound to the customer) into a short-lived httpOnly cookie
// and sends the browser to RingCentral's sign-in. The callback below finishes the round trip.
import { z } from 'zod';
import { withUser } from '@/lib/auth/with-user';
import { oauthCookieHeader } from '@/lib/delivery/oauth-cookie';
import { safeReturnPath } from '@/lib/delivery/oauth-flow';
import { beginOAuth } from '@/lib/delivery/send';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { validationResponse } from '@/lib/orders/route-helpers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const query = z.object({ returnTo: z.string().max(300).optional() });

export const GET = apiRoute(
  withUser(async (request, { user }) => {
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return validationResponse(parsed.error.issues);
    const started = beginOAuth(user.uid, 'ringcentral', safeReturnPath(parsed.data.returnTo, '/'));
    if (!started) return apiError(404, 'not-found', 'RingCentral is not offered here.');
    return new Response(null, {
      status: 303,
      headers: {
        location: started.location,
        'set-cookie': oauthCookieHeader('ringcentral', started.cookie),
        'Cache-Control': 'no-store',
      },
    });
  }),
);
