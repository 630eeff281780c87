// @vitest-environment jsdom
// What the server's checks show in the checkout: the cart line it cannot produce, named by its
// number (from the order start and from the quote), and VIES's answer about the VAT id.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { consentBox, fillDetails, mountCheckout, testConfig, typeInto } from './checkout.test-kit';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const totals = (vies: string | null) => ({
  vat: { mode: 'standard', rateBp: 1900, vatId: 'DE123456789', vies },
  net: 900,
  vatTotal: 171,
  gross: 1071,
});
const refusal = (line: number, reason: string) =>
  Response.json(
    { error: { code: 'undeliverable', message: 'x', details: { line, reason } } },
    { status: 400 },
  );

function stubFetch(answers: { quote: () => Response; start?: () => Response }) {
  const quotes: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.endsWith('/api/checkout/config/')) return Response.json(testConfig);
      if (url.endsWith('/api/bot-check/config/')) return Response.json({ provider: null });
      if (url.endsWith('/api/cart/quote/')) {
        quotes.push(JSON.parse(String(init.body)));
        return answers.quote();
      }
      if (url.endsWith('/api/checkout/') && answers.start) return answers.start();
      return Response.json({ error: { code: 'not-found', message: 'no' } }, { status: 404 });
    }),
  );
  return quotes;
}

describe('checkout: the server cannot produce a line', () => {
  it('names the line when the order start is refused', async () => {
    stubFetch({ quote: () => Response.json(totals(null)), start: () => refusal(2, 'unknown-voice') });
    await mountCheckout();
    fillDetails();
    fireEvent.click(consentBox());
    fireEvent.click(await screen.findByTestId('pay-test'));
    const alert = await screen.findByTestId('checkout-failure');
    expect(alert).toHaveTextContent(en.orderChecks.undeliverable.unknownVoice.replace('{line}', '2'));
  });

  it('names the line as soon as the quote refuses it, and sends the page language', async () => {
    const quotes = stubFetch({ quote: () => refusal(1, 'empty-text') });
    await mountCheckout();
    const notice = await screen.findByTestId('undeliverable-line');
    expect(notice).toHaveTextContent(en.orderChecks.undeliverable.emptyText.replace('{line}', '1'));
    expect(quotes[0]).toMatchObject({ locale: 'en' });
  });
});

describe('checkout: VIES', () => {
  it.each([
    ['unavailable', en.orderChecks.vies.unavailable],
    ['invalid', en.orderChecks.vies.invalid],
  ])('says why VAT is charged when VIES answers %s', async (vies, text) => {
    stubFetch({ quote: () => Response.json(totals(vies)) });
    await mountCheckout();
    typeInto(en.checkout.vatId, 'DE123456789');
    expect(await screen.findByTestId(`vies-${vies}`)).toHaveTextContent(text);
    // VIES's own answer replaces the generic "does not look valid".
    expect(screen.queryByText(en.checkout.vatIdNotApplied)).toBeNull();
  });
});
