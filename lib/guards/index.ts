import { createGuardRunner, type Guard } from './registry';

/**
 * auth: the page belongs to a signed-in owner or to whoever holds the order's secret token.
 * Until accounts and orders exist, a visitor without either is refused.
 */
const auth: Guard = (ctx) => {
  const token = ctx.searchParams.token;
  if (typeof token === 'string' && token.length >= 16) return 'allow';
  if (ctx.cookies.get('__session')) return 'allow';
  return 'not-found';
};

export const guardRegistry = { auth } satisfies Record<string, Guard>;
export type GuardName = keyof typeof guardRegistry;

export const runGuards = createGuardRunner(guardRegistry);
