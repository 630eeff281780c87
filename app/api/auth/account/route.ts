// DELETE /api/auth/account/ — delete the signed-in account (sensitive: revocation checked and a
// recent sign-in required, like the provider's own rule). Orders stay, unlinked from the account.
import { deleteAccount } from '@/lib/auth/account-deletion';
import { sessionCookieHeader } from '@/lib/auth/cookie';
import { isRecentLogin } from '@/lib/auth/verify';
import { withUser } from '@/lib/auth/with-user';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const DELETE = apiRoute(
  withUser(
    async (_request, { user }) => {
      if (!isRecentLogin(user)) {
        return apiError(403, 'forbidden', 'Sign in again to delete the account.', {
          details: { reason: 'requires-recent-login' },
        });
      }
      try {
        await deleteAccount(user.uid);
      } catch (error) {
        console.error('[auth] account deletion failed', error);
        return apiError(500, 'internal', 'The account could not be deleted. Please try again.');
      }
      const secure = new URL(env().SITE_URL).protocol === 'https:';
      return new Response(null, {
        status: 204,
        headers: { 'Set-Cookie': sessionCookieHeader('', 0, secure), 'Cache-Control': 'no-store' },
      });
    },
    { checkRevoked: true },
  ),
);
