import 'server-only';
// Shared pieces of the commerce route handlers: reading the viewer, mapping flow errors.
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { requestUser } from '../auth/with-user';
import { orderQuerySchema } from '../commerce/order-query';
import { apiError } from '../http/api-error';
import type { Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import type { Viewer } from './access/find-order';
import { isUnknownCountry, WITHDRAWAL_CONSENT_REQUIRED, withdrawalConsentRefusal } from './checkout/input';
import { FlowError } from './payment/provider-flows';
import { unknownCountryResponse } from './checkout/refusals';

/** The signed-in user behind a request ([accounts]' verifier: bearer ID token or session cookie). */
export async function sessionUserId(request: Request): Promise<string | null> {
  return (await requestUser(request))?.uid ?? null;
}

export async function viewerFrom(request: Request, token: string | null | undefined): Promise<Viewer> {
  return { token: token ?? request.headers.get('x-order-token'), userId: await sessionUserId(request) };
}

export const orderAccessSchema = z.object({
  orderId: orderQuerySchema.shape.id,
  token: orderQuerySchema.shape.token,
});

/** An order route's id and its `?token=`, or null when either is malformed (the route answers 404,
 * as for an order that is not there). */
export async function orderAccessFromUrl(
  request: Request,
  params: Promise<{ id: string }>,
): Promise<z.infer<typeof orderAccessSchema> | null> {
  const token = new URL(request.url).searchParams.get('token');
  const parsed = orderAccessSchema.safeParse({ orderId: (await params).id, token: token ?? undefined });
  return parsed.success ? parsed.data : null;
}

export function flowErrorResponse(error: unknown): Response {
  if (error instanceof FlowError) {
    switch (error.code) {
      case 'not-found':
        return apiError(404, 'not-found', 'Order not found.');
      case 'method-unavailable':
        return apiError(403, 'forbidden', error.message);
      case 'bad-signature':
        return apiError(400, 'bad-request', error.message);
      case 'payment-failed':
        return apiError(402, 'payment-failed', error.message);
    }
  }
  console.error('[commerce]', error);
  return apiError(500, 'internal', 'Something went wrong on our side. Please try again.');
}

export async function validationResponse(issues: z.core.$ZodIssue[], locale?: Locale): Promise<Response> {
  // A checkout without consent to immediate delivery gets its own code and, since the buyer may
  // see it, a message in the order's language (the same text the checkout shows at the box).
  const consentLocale = withdrawalConsentRefusal(issues);
  if (consentLocale) {
    const t = createTranslator({
      locale: consentLocale,
      messages: await loadMessages(consentLocale),
      namespace: 'checkout.errors',
    });
    return apiError(400, WITHDRAWAL_CONSENT_REQUIRED, t('withdrawalConsent'));
  }
  if (isUnknownCountry(issues)) return unknownCountryResponse(locale);
  const issue = issues[0];
  return apiError(
    400,
    'validation',
    `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid request'}`,
    {
      details: issues.slice(0, 10).map((i) => ({ path: i.path.join('.'), code: i.code })),
    },
  );
}

/** A file the store lost and a new render could not replace: 503 (retry later), logged with the cause. */
export function fileUnavailable(error: Error): Response {
  console.error(`[files] ${error.message}`);
  return apiError(
    503,
    'file-unavailable',
    'This file is temporarily unavailable. Please try again in a few minutes.',
    {
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    },
  );
}
