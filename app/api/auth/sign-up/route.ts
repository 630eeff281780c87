// POST /api/auth/sign-up/ — { email, password, displayName?, locale, botToken? } → 201 { ok: true }.
// Creates the account on the server so rate limits and the bot check apply; the browser then signs
// in with the SDK and sends the verification email. An address that already has an account gets
// the same answer (nobody learns who has an account here) and its owner an e-mail instead.
import { mailExistingAccount } from '@/lib/auth/existing-account-mail';
import { createAccount } from '@/lib/auth/sign-up';
import { guardAuthRoute } from '@/lib/auth/route-guard';
import { localizedError } from '@/lib/auth/route-response';
import { authFieldCodes, signUpBodySchema } from '@/lib/auth/route-schemas';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const guarded = await guardAuthRoute(request, {
    bucket: 'signUp',
    scope: 'sign_up',
    schema: signUpBodySchema,
    fieldCodes: authFieldCodes,
  });
  if (!guarded.ok) return guarded.response;
  const { email, password, displayName } = guarded.data;
  const result = await createAccount({ email, password, displayName });
  if (!result.ok) return localizedError(guarded.locale, result.status, result.code);
  if ('existing' in result) await mailExistingAccount(email, guarded.locale);
  return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
