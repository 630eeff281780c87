// POST /api/auth/reset/ — { email, locale, botToken? } → 200 { ok: true }, the same answer whether
// or not the address has an account. The provider sends the reset email in the visitor's language.
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { guardAuthRoute } from '@/lib/auth/route-guard';
import { localizedError } from '@/lib/auth/route-response';
import { authFieldCodes, resetBodySchema } from '@/lib/auth/route-schemas';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const guarded = await guardAuthRoute(request, {
    bucket: 'reset',
    scope: 'reset',
    schema: resetBodySchema,
    fieldCodes: authFieldCodes,
  });
  if (!guarded.ok) return guarded.response;
  const result = await requestPasswordReset(guarded.data.email, guarded.locale);
  if (!result.ok) return localizedError(guarded.locale, result.status, result.code);
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
});
