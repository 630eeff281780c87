// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import { botCheckHeaders } from './bot-check-api';
import { BotCheckWidget } from './bot-check-widget';

type TestWindow = Window & { turnstile?: unknown; grecaptcha?: unknown };

function mount(config: unknown, onToken: (token: string | null) => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(config))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <BotCheckWidget action="checkout" onToken={onToken} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const providerScripts = () => [...document.querySelectorAll('script')].map((s) => s.src);

/** The injected provider script "runs": install the API it defines, then fire its load event. */
function finishLoading(src: RegExp, api: Record<string, unknown>) {
  const script = [...document.querySelectorAll('script')].find((s) => src.test(s.src));
  if (!script) throw new Error('script not injected');
  Object.assign(window, api);
  act(() => void script.dispatchEvent(new Event('load')));
}

describe('BotCheckWidget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete (window as TestWindow).turnstile;
    delete (window as TestWindow).grecaptcha;
  });

  it('renders and loads nothing when the server has no bot check', async () => {
    const onToken = vi.fn();
    mount({ provider: null }, onToken);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/bot-check/config/', expect.anything()));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('bot-check')).toBeNull();
    expect(providerScripts()).toEqual([]);
    expect(onToken).not.toHaveBeenCalled();
  });

  it('Turnstile: loads the script on mount, renders the challenge with the action and passes tokens on', async () => {
    const onToken = vi.fn();
    mount({ provider: 'turnstile', siteKey: '0xSITE' }, onToken);
    await waitFor(() =>
      expect(providerScripts()).toEqual([
        'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      ]),
    );
    let options: Record<string, unknown> = {};
    const remove = vi.fn();
    finishLoading(/turnstile/, {
      turnstile: {
        render: (_el: HTMLElement, o: Record<string, unknown>) => {
          options = o;
          return 'w1';
        },
        remove,
      },
    });
    await waitFor(() => expect(options.sitekey).toBe('0xSITE'));
    expect(options.action).toBe('checkout');
    act(() => (options.callback as (t: string) => void)('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => (options['expired-callback'] as () => void)());
    expect(onToken).toHaveBeenLastCalledWith(null);
    cleanup();
    expect(remove).toHaveBeenCalledWith('w1');
  });

  it('reCAPTCHA v3: executes the action with the site key', async () => {
    const onToken = vi.fn();
    mount({ provider: 'recaptcha', siteKey: 'SITE' }, onToken);
    await waitFor(() =>
      expect(providerScripts()).toEqual(['https://www.google.com/recaptcha/api.js?render=SITE']),
    );
    const execute = vi.fn(() => Promise.resolve('rc-token'));
    finishLoading(/recaptcha/, { grecaptcha: { ready: (fn: () => void) => fn(), execute } });
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('rc-token'));
    expect(execute).toHaveBeenCalledWith('SITE', { action: 'checkout' });
  });

  it('shows a localized error with a retry when the script cannot load', async () => {
    const onToken = vi.fn();
    mount({ provider: 'turnstile', siteKey: '0xSITE' }, onToken);
    await waitFor(() => expect(providerScripts()).toHaveLength(1));
    const script = document.querySelector('script');
    act(() => void script?.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The security check could not load.');
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(providerScripts()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the token in the header the server reads', () => {
    expect(botCheckHeaders('abc')).toEqual({ 'X-Bot-Check-Token': 'abc' });
    expect(botCheckHeaders(null)).toEqual({});
  });
});
