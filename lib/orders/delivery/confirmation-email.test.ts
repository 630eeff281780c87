// The confirmation email confirms the buyer's consent to immediate delivery with its date, in the
// buyer's language, as the terms of sale promise; orders without a recorded consent claim none.
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import { confirmationEmail, consentDate } from './confirmation-email';

const at = new Date('2026-11-21T14:05:00Z');

/** What each language calls the right of withdrawal (as the terms of sale do). */
const rightOfWithdrawal: Record<Locale, string> = {
  en: 'right of withdrawal',
  de: 'Widerrufsrecht',
  el: 'δικαίωμα υπαναχώρησης',
  es: 'derecho de desistimiento',
  fr: 'droit de rétractation',
  it: 'diritto di recesso',
  pt: 'direito de livre resolução',
};

describe('confirmationEmail', () => {
  it.each(locales)('%s: confirms the consent and the acknowledgement with its date', async (locale) => {
    const email = confirmationEmail({
      locale,
      messages: await loadMessages(locale),
      reference: 'AB12-CD34',
      link: 'https://example.com/order/?id=ord_1&token=t',
      withdrawalConsentAt: at,
    });
    expect(email.subject).toContain('AB12-CD34');
    expect(email.body).toContain('AB12-CD34');
    // The long id appears only inside the link, never as the number to quote.
    expect(email.body.replace('https://example.com/order/?id=ord_1&token=t', '')).not.toContain('ord_1');
    expect(email.body).toContain('https://example.com/order/?id=ord_1&token=t');
    expect(email.body).toContain(consentDate(locale, at));
    expect(email.body).toContain('2026');
    expect(email.body).toContain(rightOfWithdrawal[locale]);
    expect(email.body).not.toMatch(/[{}]/);
    expect(email.body.trimEnd().endsWith('Greeting Studio')).toBe(true);
  });

  it("dates the consent in the buyer's country's form: day first for the UK", async () => {
    const email = confirmationEmail({
      locale: 'en',
      messages: await loadMessages('en'),
      reference: 'AB12-CD36',
      link: 'https://example.com/o',
      withdrawalConsentAt: at,
      country: 'GB',
    });
    expect(consentDate('en', at, 'GB')).toMatch(/^21 November 2026\b/);
    expect(consentDate('en', at, 'US')).toMatch(/^November 21, 2026\b/);
    expect(email.body).toContain(consentDate('en', at, 'GB'));
  });

  it('claims no consent for an order that has none recorded', async () => {
    const email = confirmationEmail({
      locale: 'en',
      messages: await loadMessages('en'),
      reference: 'AB12-CD35',
      link: 'https://example.com/o',
      withdrawalConsentAt: null,
    });
    expect(email.body).not.toContain('right of withdrawal');
    expect(email.body).not.toMatch(/\n{3,}/);
    expect(email.body).toContain('https://example.com/o');
  });

  it('dates the consent in UTC, whatever the server’s time zone', () => {
    expect(consentDate('en', at)).toMatch(/November 21, 2026.*14:05.*UTC/);
    expect(consentDate('de', at)).toMatch(/21\. November 2026.*14:05.*UTC/);
  });
});
