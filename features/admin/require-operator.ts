import 'server-only';
// Server only: the gate of every /admin/ page. Anyone but an operator gets the 404 page (the back
// office does not admit it exists); the role is checked on each render, like withOperator().
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { sessionCookieNameFor, siteIsHttps } from '@/lib/auth/cookie';
import { env } from '@/lib/env';
import { operatorFromCookie, type Operator } from '@/lib/backoffice/with-operator';

export async function requireOperatorPage(): Promise<Operator> {
  const name = sessionCookieNameFor(siteIsHttps(env().SITE_URL));
  const operator = await operatorFromCookie((await cookies()).get(name)?.value);
  if (!operator) notFound();
  return operator;
}
