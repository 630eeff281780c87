import { describe, expect, it } from 'vitest';
import { CheckoutError } from './api/checkout';
import { failureMessageKey } from './failure-message';

describe('failureMessageKey', () => {
  it('tells a declined payment, a lost connection and our own failure apart', () => {
    expect(failureMessageKey(new CheckoutError('payment-failed'), 'pay')).toBe('paymentFailed');
    expect(failureMessageKey(new CheckoutError('network'), 'pay')).toBe('network');
    expect(failureMessageKey(new CheckoutError('network'), 'start')).toBe('network');
    expect(failureMessageKey(new CheckoutError('internal'), 'pay')).toBe('server');
    expect(failureMessageKey(new CheckoutError('internal'), 'start')).toBe('generic');
  });

  it('treats anything unexpected (an unreadable reply, an unknown code) as our side failing', () => {
    expect(failureMessageKey(new Error('zod says no'), 'pay')).toBe('server');
    expect(failureMessageKey(new CheckoutError('not-found'), 'pay')).toBe('server');
    expect(failureMessageKey(undefined, 'start')).toBe('generic');
  });

  it('keeps the specific refusals', () => {
    expect(failureMessageKey(new CheckoutError('validation'), 'start')).toBe('validation');
    expect(failureMessageKey(new CheckoutError('forbidden'), 'start')).toBe('method');
    expect(failureMessageKey(new CheckoutError('rate-limited'), 'pay')).toBe('rateLimited');
    expect(failureMessageKey(new CheckoutError('bot-check', 'unavailable'), 'start')).toBe(
      'botCheckUnavailable',
    );
    expect(failureMessageKey(new CheckoutError('bot-check', 'missing-token'), 'start')).toBe('botCheck');
  });
});
