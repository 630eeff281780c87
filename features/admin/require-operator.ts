import 'server-only';
// The back office pages' gate: the operator behind the session cookie (revocation checked), or
// the 404 page. The proxy already turned visitors without any session away.
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { operatorFromSessionCookie, type Operator } from '@/lib/backoffice/operator';
import { sessionCookie } from '@/lib/guards';

export async function requireOperator(): Promise<Operator> {
  const operator = await operatorFromSessionCookie((await cookies()).get(sessionCookie())?.value);
  if (!operator) notFound();
  return operator;
}
