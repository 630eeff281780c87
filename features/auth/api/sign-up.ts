// POST /api/auth/sign-up/: the server creates the account (rate limit, bot check, password policy).
// Failures arrive as HttpError with the route's code and Retry-After; presentAuthFailure reads them.
import { apiClient } from '@/lib/http/browser-client';
import { signUpResponseSchema, type SignUpBody } from '@/lib/auth/route-schemas';

export function signUpRequest(body: SignUpBody): Promise<{ ok: true }> {
  return apiClient().postJson('/api/auth/sign-up/', body, signUpResponseSchema);
}
