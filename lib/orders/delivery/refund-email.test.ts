// The refund mail says why: an undeliverable order admits the failure; an operator's refund of a
// delivered order names the amount (whole or part) and claims no failure. Both name the order's
// reference, never its internal id, in every language.
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import { formatMoney } from '../../payments/pricing';
import { refundEmail } from './refund-email';

const base = { reference: 'AB12-CD34', gross: 1990, currency: 'EUR' as const };

describe('refundEmail', () => {
  it.each(locales)('%s: names the reference and the amount for each reason', async (locale) => {
    const messages = await loadMessages(locale);
    const undeliverable = refundEmail({ locale, messages, ...base, refund: { reason: 'undeliverable', amount: 1990 } });
    const full = refundEmail({ locale, messages, ...base, refund: { reason: 'operator', amount: 1990 } });
    const partial = refundEmail({ locale, messages, ...base, refund: { reason: 'operator', amount: 500 } });
    for (const mail of [undeliverable, full, partial]) {
      expect(mail.subject).toContain('AB12-CD34');
      expect(mail.body).toContain('AB12-CD34');
      expect(`${mail.subject}${mail.body}`).not.toMatch(/[{}]/);
      expect(mail.body.trimEnd().endsWith('Greeting Studio')).toBe(true);
    }
    expect(undeliverable.body).toContain(formatMoney(1990, 'EUR', locale));
    expect(full.body).toContain(formatMoney(1990, 'EUR', locale));
    expect(partial.body).toContain(formatMoney(500, 'EUR', locale));
    expect(partial.body).toContain(formatMoney(1990, 'EUR', locale));
    // The operator's mails are not the failure text.
    expect(full.body).not.toBe(undeliverable.body);
    expect(partial.body).not.toBe(full.body);
  });

  it('does not claim a failure when an operator refunds', async () => {
    const messages = await loadMessages('en');
    const full = refundEmail({ locale: 'en', messages, ...base, refund: { reason: 'operator', amount: 1990 } });
    const partial = refundEmail({ locale: 'en', messages, ...base, refund: { reason: 'operator', amount: 500 } });
    const undeliverable = refundEmail({ locale: 'en', messages, ...base, refund: { reason: 'undeliverable', amount: 1990 } });
    expect(undeliverable.body).toMatch(/could not produce/);
    expect(full.body).not.toMatch(/could not|sorry/);
    expect(partial.body).not.toMatch(/could not|sorry|full amount/);
    expect(partial.body).toContain('€5.00');
  });

  it.each(locales)('%s: an undeliverable order refunded in part before names the rest, not "the full amount"', async (locale) => {
    const messages = await loadMessages(locale);
    const whole = refundEmail({ locale, messages, ...base, refund: { reason: 'undeliverable', amount: 1990 } });
    const rest = refundEmail({ locale, messages, ...base, refund: { reason: 'undeliverable', amount: 1490 } });
    expect(rest.body).toContain(formatMoney(1490, 'EUR', locale));
    expect(rest.body).toContain(formatMoney(1990, 'EUR', locale));
    expect(rest.body).toContain('AB12-CD34');
    expect(rest.body).not.toMatch(/[{}]/);
    // Still the failure's apology, with a text of its own.
    expect(rest.body).not.toBe(whole.body);
    expect(rest.subject).toBe(whole.subject);
  });
});
