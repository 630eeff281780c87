import 'server-only';
// Server only: who may use the back office. An operator is a Firebase user carrying the
// `operator` custom claim (scripts/operator.mjs grants and revokes it). Every admin page and
// /api/admin/ route asks here, with revocation checked, so a revoke (which also revokes the
// user's sessions) takes effect on the very next request.
import { apiError } from '../http/api-error';
import { requestUser } from '../auth/with-user';
import { adminAuth } from '../auth/admin';
import { verifySessionCookie, type AuthUser } from '../auth/verify';

export type Operator = AuthUser & { operator: true };

/**
 * The claim in the token says who was an operator when the token was minted; the account record
 * says who is one now. Both must agree, so a revoke counts at once — even within the same second
 * as the sign-in, which Firebase's revocation time (whole seconds) cannot tell apart.
 */
async function asOperator(user: AuthUser | null): Promise<Operator | null> {
  if (user?.operator !== true) return null;
  try {
    const record = await adminAuth().getUser(user.uid);
    return record.customClaims?.operator === true && !record.disabled ? (user as Operator) : null;
  } catch {
    return null;
  }
}

/** The operator behind a page's session cookie value, or null. */
export async function operatorFromSessionCookie(value: string | undefined): Promise<Operator | null> {
  if (!value) return null;
  return asOperator(await verifySessionCookie(value, { checkRevoked: true }));
}

type Handler<C> = (request: Request, ctx: { operator: Operator; context: C }) => Response | Promise<Response>;

/**
 * Wrap an /api/admin/ handler: nobody signed in is 401; a signed-in user without the role gets the
 * same 404 as a route that does not exist, so the back office is not advertised to customers.
 */
export function withOperator<C = unknown>(handler: Handler<C>) {
  return async (request: Request, context: C): Promise<Response> => {
    const user = await requestUser(request, { checkRevoked: true });
    const noStore = { headers: { 'Cache-Control': 'no-store' } };
    if (!user) return apiError(401, 'unauthorized', 'Sign in to continue.', noStore);
    const operator = await asOperator(user);
    if (!operator) return apiError(404, 'not-found', 'Not found.', noStore);
    return handler(request, { operator, context });
  };
}
