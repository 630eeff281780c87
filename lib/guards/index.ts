import { sessionCookieNameFor, siteIsHttps } from '../auth/cookie';
import { parseOrderQuery } from '../commerce/order-query';
import { env } from '../env';
import { createGuardRunner, type Guard } from './registry';

/** The session cookie's name on this site (`__Host-session` on https). */
export const sessionCookie = (): string => sessionCookieNameFor(siteIsHttps(env().SITE_URL));

/**
 * auth: the page belongs to the order's signed-in owner or to whoever holds its secret token;
 * anyone else (wrong token, another user, no such order) gets the same 404.
 */
const auth: Guard = async (ctx) => {
  const query = parseOrderQuery(ctx.searchParams);
  if (!query) return 'not-found';
  // Loaded on use: the database client stays out of modules that only need the registry.
  const { accessibleOrder } = await import('../orders/access/page-access');
  const order = await accessibleOrder(query, ctx.cookies.get(sessionCookie())?.value);
  return order ? 'allow' : 'not-found';
};

export const guardRegistry = { auth } satisfies Record<string, Guard>;
export type GuardName = keyof typeof guardRegistry;

export const runGuards = createGuardRunner(guardRegistry);
