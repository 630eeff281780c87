// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { VoiceCard } from './voice-card';
import { VoicePanel } from './voice-panel';

const voices = [
  { id: 'espeak-de-f3', name: 'Lena', locale: 'de-DE', gender: 'female', engine: 'espeak', sampleUrl: '/s/' },
];

let store: AppStore;
function CaptureStore() {
  const api = useAppStoreApi();
  useEffect(() => {
    store = api;
  }, [api]);
  return null;
}

function renderPanel(page: 'en' | 'de') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={page} messages={page === 'en' ? en : de}>
      <QueryClientProvider client={client}>
        <StoreProvider locale={page}>
          <CaptureStore />
          <VoicePanel onLocaleChange={() => {}} />
        </StoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const setVoice = (patch: { speed?: number; pitch?: number }) => act(() => store.getState().patchVoice(patch));

describe('VoicePanel: speed and pitch', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(voices)),
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('writes numbers the page’s way, not the voice language’s, with pitch in semitones and a true minus', () => {
    renderPanel('en');
    act(() => store.getState().patchSpec({ locale: 'de' }));
    setVoice({ speed: 1.25, pitch: -1.5 });
    expect(screen.getByTestId('speed')).toHaveAttribute('aria-valuetext', '1.25×');
    expect(screen.getByTestId('pitch')).toHaveAttribute('aria-valuetext', '\u22121.5 semitones');
    expect(screen.getByText('\u22121.5 semitones')).toBeInTheDocument();
    setVoice({ pitch: 1 });
    expect(screen.getByTestId('pitch')).toHaveAttribute('aria-valuetext', '+1 semitone');
    setVoice({ pitch: 0 });
    expect(screen.getByTestId('pitch')).toHaveAttribute('aria-valuetext', '0 semitones');
  });

  it('a German page says Halbtöne with a decimal comma', () => {
    renderPanel('de');
    setVoice({ speed: 0.75, pitch: -2.5 });
    expect(screen.getByTestId('speed')).toHaveAttribute('aria-valuetext', '0,75×');
    expect(screen.getByTestId('pitch')).toHaveAttribute('aria-valuetext', '\u22122,5 Halbtöne');
    setVoice({ pitch: -1 });
    expect(screen.getByTestId('pitch')).toHaveAttribute('aria-valuetext', '\u22121 Halbton');
  });
});

describe('VoiceCard', () => {
  afterEach(cleanup);

  it('shows a failed sample in words, not only as an icon', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <VoiceCard
          voice={{ ...voices[0]!, gender: 'female' }}
          name="voice"
          checked={false}
          onSelect={() => {}}
          sample="error"
          onSample={() => {}}
          quality="Standard"
          gender="Female"
        />
      </NextIntlClientProvider>,
    );
    const error = screen.getByTestId('sample-error-espeak-de-f3');
    expect(error).toBeVisible();
    expect(error).toHaveClass('text-danger');
    expect(error.querySelector('[aria-hidden]')).toHaveTextContent('Couldn’t play the sample.');
    expect(screen.getByRole('alert')).toHaveTextContent('The sample of Lena could not be played.');
  });
});
