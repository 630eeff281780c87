// @vitest-environment jsdom
// The account panel for the targets beyond typed keys: RingCentral is a sign-in button to our
// start route (returning to this page), Amazon Connect shows the customer's external id with the
// trust-policy hint before they connect, and the OAuth round trip's outcome is shown once.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { PhoneSystems } from './phone-systems';

const navigation = vi.hoisted(() => ({ search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/de/',
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const ringcentral = { id: 'ringcentral', kind: 'oauth', fields: [] };
const amazon = {
  id: 'amazon-connect',
  kind: 'fields',
  externalId: 'gs-abc123',
  fields: [
    { name: 'instance', secret: false, label: 'instance' },
    { name: 'region', secret: false, label: 'region', optional: true },
    { name: 'roleArn', secret: false, label: 'roleArn' },
    { name: 'bucket', secret: false, label: 'bucket' },
  ],
};

function show(locale: 'de' | 'en' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ connections: [], targets: [amazon, ringcentral] })),
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale={locale} messages={{ de, en }[locale]}>
        <PhoneSystems />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigation.search = '';
  window.history.replaceState(null, '', '/');
});

describe('PhoneSystems: sign-in and generated values', () => {
  it('connects RingCentral with a button to the start route, coming back to this page', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Connect RingCentral' });
    expect(link).toHaveAttribute('href', '/api/delivery/oauth/ringcentral/start/?returnTo=%2Fde%2F');
    // No typed fields for an OAuth target.
    expect(screen.getByTestId('connect-ringcentral').querySelector('input')).toBeNull();
  });

  it('comes back to the order page with its id, not to the bare path', async () => {
    navigation.search = 'id=ord_1&phoneSystem=expired';
    show();
    const link = await screen.findByRole('link', { name: 'Connect RingCentral' });
    expect(link).toHaveAttribute('href', `/api/delivery/oauth/ringcentral/start/?returnTo=${encodeURIComponent('/de/?id=ord_1')}`);
  });

  it('says that nothing was connected when the customer declined at RingCentral', async () => {
    window.history.replaceState(null, '', '/de/order/?id=ord_1&phoneSystem=denied');
    show('de');
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent(
      de.delivery.phoneSystems.oauthDenied.replace('{target}', 'RingCentral'),
    );
    expect(window.location.search).toBe('?id=ord_1');
  });

  it('shows the Amazon Connect external id and the trust-policy hint before connecting', async () => {
    show('de');
    const box = await screen.findByTestId('external-id');
    expect(box).toHaveTextContent('gs-abc123');
    expect(box).toHaveTextContent(de.delivery.connect['amazon-connect'].trustHint);
    expect(screen.getByLabelText(de.delivery.connect['amazon-connect'].roleArn)).toBeRequired();
    // An instance ARN already names its region: the form does not insist on it.
    expect(screen.getByLabelText(de.delivery.connect['amazon-connect'].region)).not.toBeRequired();
  });

  it('says once that RingCentral is connected, and takes the note out of the address', async () => {
    window.history.replaceState(null, '', '/de/?phoneSystem=connected');
    show('de');
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent('RingCentral ist verbunden.');
    expect(window.location.search).toBe('');
  });

  it('translates why the round trip failed', async () => {
    window.history.replaceState(null, '', '/?phoneSystem=expired');
    show();
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent(en.delivery.phoneSystems.oauthExpired);
  });
});
