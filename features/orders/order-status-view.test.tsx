// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import pt from '@/messages/pt.json';
import type { OrderViewData } from './api/order';
import { OrderStatusView } from './order-status-view';

const all = { en, de, el, es, fr, it: it_, pt };

const file = (preset: string, ext: string) => ({
  id: `f-${preset}`,
  name: `01-kalos-irthate-${preset}.${ext}`,
  mime: ext === 'mp3' ? 'audio/mpeg' : 'audio/wav',
  size: 40_000,
  preset,
  url: `/api/files/f-${preset}/?expires=1&sig=s`,
});

const order = (files = [file('ulaw-8k', 'wav'), file('universal-mp3', 'mp3')]): OrderViewData => ({
  id: 'order12345',
  reference: '7KQM-3XTD',
  status: 'ready',
  createdAt: '2026-11-26T14:50:00.000Z',
  country: null,
  currency: 'EUR',
  net: 900,
  vat: 216,
  gross: 1116,
  items: [
    {
      id: 'item12345',
      position: 0,
      text: 'Καλώς ήρθατε',
      voiceId: 'v',
      useCase: 'ivr',
      gross: 1116,
      ivr: null,
      files,
    },
  ],
  zipUrl: '/api/orders/order12345/zip/?expires=1&sig=s',
  invoices: [],
  // Greek 12-hour times end in "π.μ." or "μ.μ." whatever the test machine's time zone.
  linksExpireAt: Date.UTC(2026, 10, 27, 16, 50),
  gaveUp: false,
});

function show(locale: keyof typeof all, initial = order()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={all[locale]}>
        <OrderStatusView initial={initial} token="tok_0123456789abcdef" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderStatusView', () => {
  it('links each credit note by its number (an order has one per partial refund)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    show('en', {
      ...order(),
      invoices: [
        { kind: 'invoice', number: 'GS-2026-000001' },
        { kind: 'credit-note', number: 'GS-CN-2026-000001' },
        { kind: 'credit-note', number: 'GS-CN-2026-000002' },
      ],
    });
    const hrefs = screen.getAllByTestId('order-credit-note').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      expect.stringMatching(/&kind=credit-note&number=GS-CN-2026-000001$/),
      expect.stringMatching(/&kind=credit-note&number=GS-CN-2026-000002$/),
    ]);
    expect(screen.getByTestId('order-invoice').getAttribute('href')).not.toContain('number=');
  });

  it('dates an English buyer in the UK the UK way, and one in the US the US way', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const at = (tag: string, style: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, style).format(new Date('2026-11-26T14:50:00.000Z'));
    const long = { dateStyle: 'long', timeStyle: 'short' } as const;
    show('en', { ...order(), country: 'GB' });
    expect(screen.getByTestId('order-meta')).toHaveTextContent(at('en-GB', long));
    expect(screen.getByTestId('order-meta').textContent).toMatch(/26 November 2026/);
    cleanup();
    show('en', { ...order(), country: 'US' });
    expect(screen.getByTestId('order-meta').textContent).toMatch(/November 26, 2026/);
  });

  it.each([
    ['en', '/'],
    ['de', '/de/'],
    ['el', '/el/'],
  ] as const)('quotes the short reference, never the id, and links back to the site (%s)', (locale, home) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    show(locale);
    const meta = screen.getByTestId('order-meta');
    expect(meta).toHaveTextContent('7KQM-3XTD');
    expect(document.body.textContent).not.toContain('order12345');
    const back = screen.getByTestId('order-back-to-site');
    expect(back).toHaveAttribute('href', home);
    expect(back).toHaveTextContent(all[locale].orders.backToSite);
  });

  it.each(Object.keys(all) as (keyof typeof all)[])(
    'writes the link expiry without a double full stop (%s)',
    (locale) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      show(locale);
      const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        order().linksExpireAt!,
      );
      const line = screen.getByText((text) => text.includes(time));
      expect(line.textContent).not.toMatch(/\.\./);
      expect(line.textContent).not.toMatch(new RegExp(`${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
    },
  );

  it.each(Object.keys(all) as (keyof typeof all)[])(
    'shows an expired order as expired, in its language (%s)',
    (locale) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      show(locale, { ...order([]), status: 'expired', zipUrl: null, linksExpireAt: null });
      const badge = screen.getByTestId('order-status');
      expect(badge).toHaveAttribute('data-status', 'expired');
      expect(badge).toHaveTextContent(all[locale].orders.status.expired);
      expect(screen.getByText(all[locale].orders.statusBody.expired)).toBeInTheDocument();
    },
  );

  it('offers every format the greeting lacks and adds the chosen one to the order', async () => {
    const ready = order();
    const withPcm = order([...ready.items[0]!.files, file('pcm-8k', 'wav')]);
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return Response.json({ result: 'added' });
      return Response.json(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST') ? withPcm : ready);
    });
    vi.stubGlobal('fetch', fetchMock);
    show('en', ready);
    const picker = screen.getByTestId('format-picker');
    const select = within(picker).getByRole('combobox', { name: 'Another format' });
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(offered).toEqual(['cloud-mp3', 'pcm-8k', 'alaw-8k', 'wideband-16k', 'asterisk-raw', 'master-48k']);
    fireEvent.change(select, { target: { value: 'pcm-8k' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Add this format' }));

    await waitFor(() => expect(screen.getAllByTestId('order-file')).toHaveLength(3));
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(post?.[0]).toBe('/api/orders/order12345/formats/');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      token: 'tok_0123456789abcdef',
      itemId: 'item12345',
      preset: 'pcm-8k',
    });
    expect(
      within(screen.getByTestId('format-picker')).queryByRole('option', { name: /WAV PCM 16-bit, 8 kHz/ }),
    ).toBeNull();
  });

  it('says so when a format cannot be produced', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json({ error: { code: 'engine-unavailable', message: 'busy' } }, { status: 503 })
          : Response.json(order()),
      ),
    );
    show('de');
    fireEvent.click(screen.getByRole('button', { name: de.orders.moreFormats.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de.orders.moreFormats.error);
  });

  it('keeps a failed order live while its job retries, and says when fulfilment gave up', async () => {
    const failed = { ...order([]), status: 'failed' as const, zipUrl: null, linksExpireAt: null };
    const given = { ...failed, gaveUp: true };
    // The first refresh still shows a retrying order, the next one the final state.
    const fetchMock = vi.fn(async () => Response.json(fetchMock.mock.calls.length > 1 ? given : failed));
    vi.stubGlobal('fetch', fetchMock);
    show('fr', failed);
    expect(screen.getByText(fr.orders.statusBody.failed)).toBeInTheDocument();
    expect(
      await screen.findByText(fr.orders.statusBody.failedFinal, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    // Given up: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(fetchMock.mock.calls.length).toBe(calls);
  }, 20_000);
});
