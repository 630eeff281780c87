// Which message a failed checkout step shows: the buyer should learn whether the payment was
// declined (try again or pay another way), the connection dropped (check it), or our side failed.
import { CheckoutError } from './api/checkout';

/** 'start' creates the order; 'pay' settles it (test payment, card confirmation, PayPal capture). */
export type CheckoutStage = 'start' | 'pay';

/** A message key under `checkout.errors`. */
export type FailureKey =
  | 'validation'
  | 'method'
  | 'rateLimited'
  | 'botCheck'
  | 'botCheckUnavailable'
  | 'paymentFailed'
  | 'network'
  | 'server'
  | 'generic';

export function failureMessageKey(error: unknown, stage: CheckoutStage): FailureKey {
  // Anything unexpected (a 500, a reply we cannot read) is our side's fault; before the order
  // exists that means the payment could not be started at all.
  const ours = stage === 'start' ? 'generic' : 'server';
  if (!(error instanceof CheckoutError)) return ours;
  switch (error.code) {
    case 'network':
      return 'network';
    case 'payment-failed':
      return 'paymentFailed';
    case 'validation':
      return 'validation';
    case 'forbidden':
      return 'method';
    case 'rate-limited':
      return 'rateLimited';
    case 'bot-check':
      return error.reason === 'unavailable' ? 'botCheckUnavailable' : 'botCheck';
    default:
      return ours;
  }
}
