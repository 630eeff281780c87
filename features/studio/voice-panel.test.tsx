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
  {
    id: 'azure-de-DE-KatjaNeural',
    name: 'Katja',
    locale: 'de-DE',
    gender: 'female',
    engine: 'azure',
    tier: 'neural' as const,
    sampleUrl: '/s/',
  },
  {
    id: 'espeak-de-f3',
    name: 'Lena',
    locale: 'de-DE',
    gender: 'female',
    engine: 'espeak',
    tier: 'basic' as const,
    sampleUrl: '/s/',
  },
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

  it('shows the neural surcharge in the visitor’s currency, and none on offline voices', async () => {
    renderPanel('de');
    act(() => store.getState().patchSpec({ locale: 'de' }));
    expect((await screen.findByTestId('voice-surcharge-azure-de-DE-KatjaNeural')).textContent).toMatch(
      /\+3,00\s€/,
    );
    expect(screen.queryByTestId('voice-surcharge-espeak-de-f3')).toBeNull();
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
          voice={{ ...voices[1]!, gender: 'female' }}
          name="voice"
          checked={false}
          onSelect={() => {}}
          sample="error"
          onSample={() => {}}
          tier="Clear"
          tierHint="Built from a recorded speaker."
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

describe('VoicePanel: tier labels', () => {
  const list = [
    { id: 'pico-de-de', name: 'Greta', locale: 'de-DE', gender: 'female', engine: 'pico', tier: 'standard', sampleUrl: '/a/' },
    { id: 'espeak-de-jonas', name: 'Jonas', locale: 'de-DE', gender: 'male', engine: 'espeak', tier: 'basic', sampleUrl: '/b/' },
    { id: 'cloud-de-katja', name: 'Katja', locale: 'de-DE', gender: 'female', engine: 'azure', tier: 'neural', sampleUrl: '/c/' },
  ];
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => Response.json(list))));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names each voice’s tier in the page’s words, with what it means for the screen reader and on hover', async () => {
    renderPanel('de');
    act(() => store.getState().patchSpec({ locale: 'de' }));
    expect(await screen.findByTestId('voice-tier-pico-de-de')).toHaveTextContent('Deutlich');
    expect(screen.getByTestId('voice-tier-espeak-de-jonas')).toHaveTextContent('Synthetisch');
    expect(screen.getByTestId('voice-tier-cloud-de-katja')).toHaveTextContent('Natürlich');
    const greta = screen.getByTestId('voice-pico-de-de').closest('label');
    expect(greta).toHaveAttribute('title', de.studio.tierHint.standard);
    expect(screen.getByRole('radio', { name: /Greta.*Deutlich.*menschlichen Stimme/ })).toBeInTheDocument();
  });

  it('refuses a voice list without a known tier', async () => {
    const { voiceListSchema } = await import('@/lib/tts/voice-list');
    expect(() => voiceListSchema.parse([{ ...list[0], tier: 'premium' }])).toThrow(/tier/);
    expect(voiceListSchema.parse(list).map((v) => v.tier)).toEqual(['standard', 'basic', 'neural']);
  });
});
