// @vitest-environment jsdom
// UK visitors: the cards say which English a voice speaks, and an en-GB browser starts with the
// en-GB voice (Kate) instead of the list's first, unless the visitor has chosen a voice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { VoicePanel } from './voice-panel';

const voice = (id: string, name: string, locale: string) => ({
  id,
  name,
  locale,
  gender: 'female' as const,
  engine: 'pico',
  tier: 'standard' as const,
  sampleUrl: '/s/',
});
const voices = [voice('flite-rms', 'Robert', 'en-US'), voice('pico-en-GB', 'Kate', 'en-GB'), voice('pico-de-DE', 'Petra', 'de-DE')];

let store: AppStore;
function CaptureStore() {
  const api = useAppStoreApi();
  useEffect(() => {
    store = api;
  }, [api]);
  return null;
}

function renderPanel(languages: string[], page: 'en' | 'de' = 'en') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
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

const selected = () => store.getState().spec.voice.id;

beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => Response.json(voices))));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('voice cards: accent', () => {
  it('marks the US and the UK voice, in words for screen readers', async () => {
    renderPanel(['en-US']);
    expect(await screen.findByTestId('voice-accent-pico-en-GB')).toHaveTextContent('UK(British English)');
    expect(screen.getByTestId('voice-accent-flite-rms')).toHaveTextContent('US(American English)');
  });

  it("speaks the page's language", async () => {
    renderPanel(['de-DE'], 'de');
    act(() => store.getState().patchSpec({ locale: 'en' }));
    expect(await screen.findByTestId('voice-accent-pico-en-GB')).toHaveTextContent(de.studio.accentName.GB);
  });

  it('marks nothing where all voices of the language share a region', async () => {
    renderPanel(['de-DE'], 'de');
    await screen.findByTestId('voice-pico-de-DE');
    expect(screen.queryByTestId('voice-accent-pico-de-DE')).toBeNull();
  });
});

describe('voice panel: the first voice', () => {
  it('preselects Kate for an en-GB browser', async () => {
    renderPanel(['en-GB', 'en']);
    await waitFor(() => expect(selected()).toBe('pico-en-GB'));
    expect(screen.getByTestId('voice-pico-en-GB')).toBeChecked();
  });

  it('keeps the best voice (the first) for an en-US browser', async () => {
    renderPanel(['en-US', 'en']);
    await waitFor(() => expect(selected()).toBe('flite-rms'));
  });

  it('keeps a voice the visitor chose', async () => {
    renderPanel(['en-GB']);
    act(() => store.getState().patchVoice({ id: 'flite-rms' }));
    await screen.findByTestId('voice-list');
    expect(selected()).toBe('flite-rms');
    expect(screen.getByTestId('voice-flite-rms')).toBeChecked();
  });
});
