// POST /api/auth/session/ { idToken } — exchange a fresh ID token for the httpOnly `__session`
// cookie that server pages (orders, invoices) read. DELETE clears it (sign out).
import { z } from 'zod';
import { sessionCookieHeader, siteIsHttps } from '@/lib/auth/cookie';
import { createSessionCookie, sessionMaxAgeSeconds } from '@/lib/auth/verify';
import { isSameOrigin } from '@/lib/auth/with-user';
import { env } from '@/lib/env';
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ idToken: z.string().min(1).max(8192) });

const secure = () => siteIsHttps(env().SITE_URL);

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return apiError(403, 'forbidden', 'Cross-site request refused.');
  const body = await readJsonBody(request, 16 * 1024);
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return apiError(400, 'validation', 'idToken: required');
  const cookie = await createSessionCookie(parsed.data.idToken);
  if (!cookie) return apiError(401, 'unauthorized', 'The sign-in could not be verified.');
  return new Response(null, {
    status: 204,
    headers: {
      'Set-Cookie': sessionCookieHeader(cookie, sessionMaxAgeSeconds, secure()),
      'Cache-Control': 'no-store',
    },
  });
});

export const DELETE = apiRoute(function DELETE(request: Request): Response {
  if (!isSameOrigin(request)) return apiError(403, 'forbidden', 'Cross-site request refused.');
  return new Response(null, {
    status: 204,
    headers: { 'Set-Cookie': sessionCookieHeader('', 0, secure()), 'Cache-Control': 'no-store' },
  });
});
