// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import messages from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { Mixer } from './mixer';

afterEach(cleanup);

const byLocale = { en: messages, de, el, fr } satisfies Partial<Record<Locale, typeof messages>>;

function renderMixer(locale: keyof typeof byLocale = 'en'): { store: () => AppStore } {
  let api: AppStore | null = null;
  function Grab() {
    const store = useAppStoreApi();
    useEffect(() => {
      api = store;
    }, [store]);
    return null;
  }
  render(
    <NextIntlClientProvider locale={locale} messages={byLocale[locale]}>
      <StoreProvider locale={locale}>
        <Grab />
        <Mixer />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  return { store: () => api! };
}

describe('<Mixer />', () => {
  it('turns music on with a track, edits volumes and timing in the spec, and shows the total live', async () => {
    const { store } = renderMixer();
    expect(store().getState().spec.music.trackId).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    const first = store().getState().spec.music.trackId;
    expect(first).toBe('clear-horizon');

    fireEvent.click(screen.getByRole('tab', { name: 'Calm' }));
    fireEvent.click(screen.getByRole('radio', { name: /Still Water/ }));
    expect(store().getState().spec.music.trackId).toBe('still-water');

    const music = screen.getByRole('slider', { name: 'Music volume' });
    fireEvent.change(music, { target: { value: '-10' } });
    expect(store().getState().spec.music.volumeDb).toBe(-10);
    expect(music).toHaveAttribute('aria-valuetext', '−10 dB');

    act(() => store().getState().patchSpec({ text: 'one two three four five' }));
    // The engines' own estimate (lib/tts/text/spoken-length) arrives after the first render.
    await waitFor(() =>
      expect(screen.getByTestId('total-length')).toHaveAttribute('data-estimator', 'engine'),
    );
    // 5 short English words ≈ 1.9 s of voice (edges included) + 1.5 s intro + 1.5 s outro.
    expect(screen.getByTestId('total-length-value')).toHaveTextContent('about 0:05');
    fireEvent.change(screen.getByRole('slider', { name: 'Music before the voice' }), {
      target: { value: '6' },
    });
    expect(store().getState().spec.music.intro).toBe(6);
    expect(screen.getByTestId('total-length-value')).toHaveTextContent('about 0:09');

    // Off and on again brings back the same track.
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    expect(store().getState().spec.music.trackId).toBeNull();
    expect(screen.getByRole('slider', { name: 'Music volume' })).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    expect(store().getState().spec.music.trackId).toBe('still-water');
  });

  it('after switching category, names the chosen track and its tab, and leads back to it (#33)', () => {
    renderMixer();
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Calm' }));
    fireEvent.click(screen.getByRole('radio', { name: /Still Water/ }));
    expect(screen.queryByTestId('track-selected-elsewhere')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Upbeat/ }));
    expect(screen.getByTestId('track-selected-elsewhere')).toHaveTextContent(
      'Chosen track: Still Water (Calm)',
    );
    // The Calm tab says it holds the chosen track, to sight and to screen readers.
    expect(screen.getByRole('tab', { name: /^Calm\s*\(chosen track\)$/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show in list' }));
    expect(screen.getByRole('tab', { name: /^Calm\s*\(chosen track\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('radio', { name: /Still Water/ })).toBeChecked();
    expect(screen.queryByTestId('track-selected-elsewhere')).toBeNull();
  });

  it('the phone system picks the preset and shows where to upload', () => {
    const { store } = renderMixer();
    const select = screen.getByRole('combobox', { name: 'Phone system' });
    fireEvent.change(select, { target: { value: 'cisco' } });
    expect(store().getState().spec).toMatchObject({ phoneSystem: 'cisco', preset: 'ulaw-8k' });
    expect(screen.getByTestId('export-format')).toHaveTextContent('WAV µ-law, 8 kHz');
    expect(screen.getByTestId('export-hint')).toHaveTextContent('Cisco Unity Connection');
    fireEvent.change(select, { target: { value: 'zoom' } });
    expect(store().getState().spec.preset).toBe('cloud-mp3');
    fireEvent.change(select, { target: { value: '' } });
    expect(store().getState().spec).toMatchObject({ phoneSystem: null, preset: 'universal-mp3' });
    expect(screen.queryByTestId('export-hint')).toBeNull();
  });

  it('category tabs move with the arrow keys', () => {
    renderMixer();
    const corporate = screen.getByRole('tab', { name: 'Corporate' });
    expect(corporate).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(corporate, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Calm' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Calm' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Calm' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Ambient' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['en', '1.5 s', '−1.5 dB', '−12 dB', '0.0 s'],
    ['de', '1,5 s', '−1,5 dB', '−12 dB', '0,0 s'],
    ['el', '1,5 δευτ.', '−1,5 dB', '−12 dB', '0,0 δευτ.'],
    ['fr', '1,5 s', '−1,5 dB', '−12 dB', '0,0 s'],
  ] as const)(
    'writes numbers in the page’s language with a true minus sign (%s)',
    (locale, intro, voice, duck, delay) => {
      const { store } = renderMixer(locale);
      act(() => store().getState().patchMusic({ intro: 1.5, duckDb: 12 }));
      act(() => store().getState().patchSpec({ voiceVolumeDb: -1.5, voiceDelay: 0 }));
      expect(screen.getByTestId('music-intro')).toHaveAttribute('aria-valuetext', intro);
      expect(screen.getByTestId('voice-volume')).toHaveAttribute('aria-valuetext', voice);
      expect(screen.getByTestId('duck-depth')).toHaveAttribute('aria-valuetext', duck);
      expect(screen.getByTestId('voice-delay')).toHaveAttribute('aria-valuetext', delay);
      expect(screen.getByTestId('voice-delay').parentElement).toHaveTextContent(delay);
    },
  );
});
