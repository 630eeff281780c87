// @vitest-environment jsdom
// The checkout's side of the bot check: the widget's token reaches the order request as the
// X-Bot-Check-Token header, tokens are renewed after use, and the server's refusals (bot check,
// rate limit) arrive as typed errors the panel words in the buyer's language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { CheckoutError, startCheckout } from './api/checkout';
import { useCheckoutBotCheck } from './use-checkout-bot-check';

type Sent = { url: string; headers: Headers };

function network(routes: Record<string, () => Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({ url, headers: new Headers(init.headers) });
      const route = Object.entries(routes).find(([path]) => url.endsWith(path))?.[1];
      return route ? route() : Response.json({ provider: null });
    }),
  );
  return sent;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete (window as Window & { turnstile?: unknown }).turnstile;
});

const input = {
  specs: [],
  currency: 'EUR' as const,
  locale: 'en',
  buyer: {
    email: 'a@example.com',
    name: 'A',
    country: 'IE',
    company: '',
    vatId: '',
    street: '',
    postcode: '',
    city: '',
  },
  method: 'test' as const,
  withdrawalConsent: true,
};
const started = {
  orderId: 'ord_1',
  token: 'tok_1',
  orderUrl: 'http://localhost/order/?id=ord_1&token=tok_1',
  payment: { method: 'test' },
};

describe('startCheckout', () => {
  it('sends the bot-check token as X-Bot-Check-Token, and no header without one', async () => {
    const sent = network({ '/api/checkout/': () => Response.json(started, { status: 201 }) });
    await startCheckout({ ...input, botToken: 'turnstile-token' });
    await startCheckout(input);
    expect(sent[0]?.headers.get('x-bot-check-token')).toBe('turnstile-token');
    expect(sent[1]?.headers.has('x-bot-check-token')).toBe(false);
  });

  it('turns the server refusals into typed errors (bot check with its reason, rate limit)', async () => {
    let answer = () =>
      Response.json(
        { error: { code: 'bot-check', message: 'x', details: { reason: 'unavailable' } } },
        { status: 503 },
      );
    network({ '/api/checkout/': () => answer() });
    await expect(startCheckout(input)).rejects.toEqual(new CheckoutError('bot-check', 'unavailable'));
    const refused = await startCheckout(input).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'bot-check', reason: 'unavailable' });
    answer = () => Response.json({ error: { code: 'rate-limited', message: 'x' } }, { status: 429 });
    expect(await startCheckout(input).catch((e: unknown) => e)).toMatchObject({ code: 'rate-limited' });
    answer = () => new Response('<html>proxy error</html>', { status: 502 });
    expect(await startCheckout(input).catch((e: unknown) => e)).toMatchObject({ code: 'internal' });
  });

  it('has the refusal messages in every language', () => {
    for (const messages of [en, de, el]) {
      expect(messages.checkout.errors.botCheck.length).toBeGreaterThan(10);
      expect(messages.checkout.errors.botCheckUnavailable.length).toBeGreaterThan(10);
      expect(messages.checkout.errors.rateLimited.length).toBeGreaterThan(10);
    }
    expect(de.checkout.errors.botCheck).not.toBe(en.checkout.errors.botCheck);
  });
});

describe('useCheckoutBotCheck', () => {
  it('is ready at once when no provider is configured', async () => {
    network({ '/api/bot-check/config/': () => Response.json({ provider: null }) });
    const { result } = renderHook(() => useCheckoutBotCheck(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.token).toBeNull();
  });

  it('with a provider: not ready until the widget gives a checkout token; renew asks for a fresh one', async () => {
    network({ '/api/bot-check/config/': () => Response.json({ provider: 'turnstile', siteKey: '0xSITE' }) });
    const { result } = renderHook(() => useCheckoutBotCheck(), { wrapper });
    const widget = render(<>{result.current.widget}</>, { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(false));
    widget.rerender(<>{result.current.widget}</>);

    let callback: ((token: string) => void) | null = null;
    const render_ = vi.fn(
      (_el: HTMLElement, options: { action: string; callback: (token: string) => void }) => {
        callback = options.callback;
        return `w${render_.mock.calls.length}`;
      },
    );
    Object.assign(window, { turnstile: { render: render_, remove: vi.fn() } });
    await waitFor(() =>
      expect([...document.querySelectorAll('script')].some((s) => s.src.includes('turnstile'))).toBe(true),
    );
    const script = [...document.querySelectorAll('script')].find((s) => s.src.includes('turnstile'));
    act(() => void script?.dispatchEvent(new Event('load')));
    await waitFor(() => expect(callback).not.toBeNull());
    expect(render_.mock.calls[0]?.[1].action).toBe('checkout');

    act(() => callback?.('token-1'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.token).toBe('token-1');
    expect(result.current.tokenRef.current).toBe('token-1');

    act(() => result.current.renew());
    expect(result.current.ready).toBe(false);
    expect(result.current.tokenRef.current).toBeNull();
  });
});
