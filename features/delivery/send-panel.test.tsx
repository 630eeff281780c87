// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { SendPanel } from './send-panel';

const connection = {
  id: '6f0c2f55-0a43-4a5e-9f0e-3f7b4f4a1b11',
  target: 'twilio',
  label: 'Main line',
  status: 'active',
};
const delivered = {
  id: 'd1',
  connectionId: connection.id,
  displayName: '01-welcome',
  state: 'delivered',
  remoteId: `ZH${'a'.repeat(32)}`,
  remoteUrl: 'https://greeting-studio-1234-phone.twil.io/01-welcome.wav',
  errorCode: null,
};

function show(locale: 'en' | 'fr' = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale={locale} messages={{ en, fr }[locale]}>
        <SendPanel
          orderId="order-1"
          items={[{ id: 'item-1', label: '01-welcome' }]}
          sets={[{ id: 'set-1', position: 0 }]}
        />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SendPanel', () => {
  it('shows nothing to someone who is not the signed-in owner', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ error: { code: 'not-found' } }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = show();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    // The connections are never asked for.
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).not.toContain('/api/delivery/connections/');
  });

  it('sends the IVR set to the connection and shows the delivery with its remote id', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/delivery/connections/')
          return Response.json({ connections: [connection], targets: [] });
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json({ deliveries: [delivered] }, { status: 202 });
        }
        return Response.json({ deliveries: [] });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send IVR menu 1 to Main line' }));
    expect(await screen.findByTestId('delivery-remote-id')).toHaveTextContent(`ZH${'a'.repeat(32)}`);
    expect(screen.getByTestId('delivery')).toHaveAttribute('data-state', 'delivered');
    expect(posted).toEqual([{ connectionId: connection.id, scope: { kind: 'set', setId: 'set-1' } }]);
  });

  it("gives a failed delivery's reason in the buyer's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/delivery/connections/'
          ? Response.json({ connections: [connection], targets: [] })
          : Response.json({
              deliveries: [{ ...delivered, state: 'failed', errorCode: 'permission-missing' }],
            }),
      ),
    );
    show('fr');
    expect(await screen.findByTestId('delivery-error')).toHaveTextContent(
      fr.delivery.errors['permission-missing'],
    );
    expect(screen.getByText('Échec')).toBeInTheDocument();
  });

  it('points to the account when no phone system is connected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/delivery/connections/'
          ? Response.json({ connections: [], targets: [] })
          : Response.json({ deliveries: [] }),
      ),
    );
    show();
    expect(await screen.findByTestId('send-no-connection')).toHaveTextContent(
      'Connect a phone system in your account',
    );
    expect(screen.queryByTestId('send-all')).toBeNull();
  });
});
