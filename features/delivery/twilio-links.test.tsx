// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { TwilioLinks } from './twilio-links';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const links = {
  files: [
    {
      id: 'f1',
      name: '01-welcome-pcm-8k.wav',
      url: 'https://x.example/api/play/f1/?g=1&sig=s',
      twiml: '<Response>\n  <Play>https://x.example/api/play/f1/?g=1&#38;sig=s</Play>\n</Response>',
    },
  ],
  sets: [{ id: 's1', position: 0, appUrl: 'https://x.example/api/twiml/s1/?g=1&sig=t' }],
};

function show(locale: 'en' | 'de', l = links) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
      <TwilioLinks orderId="order-1" token="tok-0123456789abcdef" links={l} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe('TwilioLinks', () => {
  it('shows the TwiML of every file and the app address of every set, in the visitor’s language', () => {
    show('de');
    expect(screen.getByText('In Twilio abspielen')).toBeTruthy();
    expect(screen.getByText('TwiML für 01-welcome-pcm-8k.wav')).toBeTruthy();
    expect(screen.getByText(/<Play>https:\/\/x\.example\/api\/play\/f1\//)).toBeTruthy();
    expect(screen.getByText('IVR-Menü 1 als Twilio-App')).toBeTruthy();
    expect(screen.getByText(links.sets[0]!.appUrl)).toBeTruthy();
  });

  it('renders nothing for an order without a file Twilio can play', () => {
    show('en', { files: [], sets: [] });
    expect(screen.queryByTestId('twilio-links')).toBeNull();
  });

  it('re-issues with the order token, then refreshes the page; a refusal says so', async () => {
    const fetchMock = vi.fn(async () => Response.json({ generation: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    show('en');
    fireEvent.click(screen.getByTestId('twilio-reissue'));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.getByText(en.delivery.twilio.reissued)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/order-1/play-links/',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ token: 'tok-0123456789abcdef' }),
      }),
    );
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    show('en');
    fireEvent.click(screen.getByTestId('twilio-reissue'));
    expect(await screen.findByText(en.delivery.twilio.reissueError)).toBeTruthy();
  });
});
