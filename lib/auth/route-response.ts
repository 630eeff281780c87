// Server side: the answers of the auth routes — { error: { code, message } } with the message in
// the visitor's language, from the same `auth.errors` texts the browser shows.
import { createTranslator } from 'next-intl';
import type { Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { routeErrorMessage, type AuthRouteErrorCode } from './route-errors';

export async function localizedError(
  locale: Locale,
  status: number,
  code: AuthRouteErrorCode,
  init: { retryAfterSeconds?: number; details?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'auth.errors' });
  const { key, values } = routeErrorMessage({ code, status, retryAfterSeconds: init.retryAfterSeconds });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...init.headers };
  if (init.retryAfterSeconds !== undefined) headers['Retry-After'] = String(init.retryAfterSeconds);
  const error = { code, message: t(key, values), ...(init.details ? { details: init.details } : {}) };
  return Response.json({ error }, { status, headers });
}

/** requireBotCheck's refusal (403, or 503 with Retry-After), re-worded in the visitor's language. */
export async function localizedBotCheck(locale: Locale, refusal: Response): Promise<Response> {
  const body = (await refusal.json().catch(() => null)) as { error?: { details?: unknown } } | null;
  const retryAfter = Number(refusal.headers.get('retry-after'));
  return localizedError(locale, refusal.status, 'bot-check', {
    details: body?.error?.details,
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}
