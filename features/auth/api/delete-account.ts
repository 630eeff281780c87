// DELETE /api/auth/account/ with the current ID token. The server insists on a recent sign-in and
// answers 403 with reason requires-recent-login otherwise; that becomes the catalogue code.
import * as z from 'zod/mini';

const errorSchema = z.object({
  error: z.object({ code: z.string(), details: z.optional(z.object({ reason: z.string() })) }),
});

export async function deleteAccountRequest(idToken: string): Promise<void> {
  const response = await fetch('/api/auth/account/', {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
  });
  if (response.ok) return;
  const body = errorSchema.safeParse(await response.json().catch(() => null));
  const reason = body.success ? body.data.error.details?.reason : undefined;
  if (reason === 'requires-recent-login')
    throw Object.assign(new Error(reason), { code: 'auth/requires-recent-login' });
  if (response.status === 401) throw Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
  throw Object.assign(new Error('delete failed'), { code: 'auth/internal-error' });
}
