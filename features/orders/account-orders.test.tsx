// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { AccountOrders } from './account-orders';

const list = {
  orders: [
    {
      id: 'Uob_cynC0bWxv7OF',
      reference: '7KQM-3XTD',
      status: 'ready',
      createdAt: '2026-11-26T14:50:00.000Z',
      currency: 'EUR',
      gross: 1116,
      items: 1,
    },
  ],
};

function show(locale: 'de' | 'el' | 'en') {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={{ de, el, en }[locale]}>
        <AccountOrders />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountOrders', () => {
  it("dates each order in its billing country's form (day first for the UK)", async () => {
    const order = list.orders[0]!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ orders: [{ ...order, country: 'GB' }, { ...order, id: 'b', country: 'US' }] })),
    );
    show('en');
    const [uk, us] = await screen.findAllByRole('link');
    expect(uk).toHaveTextContent('26 Nov 2026');
    expect(us).toHaveTextContent('Nov 26, 2026');
  });

  it.each([
    ['de', de],
    ['el', el],
  ] as const)('says the list failed and loads it again on retry (%s)', async (locale, messages) => {
    let fail = true;
    const fetchMock = vi.fn(async () =>
      fail ? Response.json({ error: { code: 'internal' } }, { status: 500 }) : Response.json(list),
    );
    vi.stubGlobal('fetch', fetchMock);
    show(locale);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(messages.orders.listError);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.orders.retry }));
    const link = await screen.findByRole('link');
    // The order is quoted by its short reference; the id stays in the link only.
    expect(link).toHaveTextContent('7KQM-3XTD');
    expect(link.textContent).not.toContain('Uob_cynC0bWxv7OF');
    expect(link).toHaveAttribute('href', '/order/?id=Uob_cynC0bWxv7OF');
  });

  it('treats a refused session (401) as a failure to load, not as "no orders"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'unauthorized' } }, { status: 401 })),
    );
    show('de');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(de.orders.listError), {
      timeout: 4000,
    });
    expect(screen.queryByText(de.orders.listEmpty)).toBeNull();
  });
});
