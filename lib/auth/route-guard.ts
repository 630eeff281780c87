// Server side: what both public auth routes (sign-up, reset) do before their work — read the body
// (64 KiB cap), learn the visitor's language, count the request against its rate-limit bucket,
// require a bot-check token when a provider is configured, then validate with zod. Every refusal
// is answered in the visitor's language.
import type * as z from 'zod/mini';
import { requireBotCheck } from '../bot-check/require-bot-check';
import { botCheckTokenHeader } from '../bot-check/config';
import { readJsonBody } from '../http/api-error';
import { detectLocale } from '../i18n/detect';
import { isLocale, type Locale } from '../i18n/locales';
import { getRateLimiter, type RateBucket } from '../rate-limit';
import type { AuthRouteErrorCode } from './route-errors';
import { localizedBotCheck, localizedError } from './route-response';

export const authRouteMaxBodyBytes = 64 * 1024;

export type GuardResult<T> = { ok: true; data: T; locale: Locale } | { ok: false; response: Response };

type Guard<T> = {
  bucket: RateBucket;
  /** The bot check's scope and widget action (letters and _ only). */
  scope: string;
  schema: z.ZodMiniType<T>;
  /** The code for a refused field (e.g. email → invalid-email); others are `validation`. */
  fieldCodes?: Record<string, AuthRouteErrorCode>;
};

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The token in the header wins; the body's `botToken` serves clients that cannot set headers. */
function withBotToken(request: Request, bodyToken: unknown): Request {
  if (request.headers.get(botCheckTokenHeader) || typeof bodyToken !== 'string') return request;
  const headers = new Headers(request.headers);
  headers.set(botCheckTokenHeader, bodyToken);
  return new Request(request.url, { method: request.method, headers });
}

export async function guardAuthRoute<T>(request: Request, guard: Guard<T>): Promise<GuardResult<T>> {
  const body = await readJsonBody(request, authRouteMaxBodyBytes);
  const requested = body.ok ? field(body.value, 'locale') : undefined;
  // The body names the page's language; a body we cannot read falls back to the browser's.
  const locale = isLocale(requested)
    ? requested
    : detectLocale(undefined, request.headers.get('accept-language'));
  const refuse = async (
    status: number,
    code: AuthRouteErrorCode,
    init?: Parameters<typeof localizedError>[3],
  ): Promise<GuardResult<T>> => ({ ok: false, response: await localizedError(locale, status, code, init) });

  // Counted before anything else is looked at: invalid requests cost the same as valid ones.
  const limit = await getRateLimiter().check(guard.bucket, request);
  if (!limit.allowed) return refuse(429, 'rate-limited', { retryAfterSeconds: limit.retryAfterSeconds });

  const botCheck = await requireBotCheck(
    withBotToken(request, body.ok ? field(body.value, 'botToken') : null),
    {
      scope: guard.scope,
    },
  );
  if (botCheck) return { ok: false, response: await localizedBotCheck(locale, botCheck) };

  if (!body.ok) {
    const status = body.response.status;
    return refuse(status, status === 413 ? 'payload-too-large' : 'invalid-json');
  }
  const parsed = guard.schema.safeParse(body.value);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? '');
    return refuse(400, guard.fieldCodes?.[name] ?? 'validation', { details: { field: name || 'body' } });
  }
  return { ok: true, data: parsed.data, locale };
}
