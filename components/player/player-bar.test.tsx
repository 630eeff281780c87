// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import pt from '@/messages/pt.json';
import type { AppStore } from '@/stores/app-store';
import type { AudioSlice } from '@/stores/slices/audio';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import type { ControllerSnapshot } from './player-controller';
import type { EngineState } from '@/lib/playback/preview-engine';

const messages: Record<Locale, Messages> = { en, de, el, es, fr, it: it_, pt };

// The engine and its hooks stand in for the real (Web Audio) controller.
const fake = vi.hoisted(() => ({
  snapshot: { stale: false, voiceSeconds: 0, loadedKey: null, trackPreview: null } as ControllerSnapshot,
  engine: null as EngineState | null,
  listen: vi.fn(),
  setPhoneLine: vi.fn(),
}));
vi.mock('./use-player', () => ({
  usePlayerController: () =>
    fake.engine ? { engine: { setPhoneLine: fake.setPhoneLine }, seek: () => {} } : null,
  useControllerSnapshot: () => fake.snapshot,
  useEngineState: () => fake.engine,
  usePlayhead: () => {},
}));
vi.mock('./waveform', () => ({ Waveform: () => null }));
vi.mock('./player-handle', () => ({
  ensurePlayer: () => Promise.resolve({ listen: fake.listen }),
}));

const { PlayerBar } = await import('./player-bar');

const engineState: EngineState = {
  status: 'paused',
  duration: 12,
  voiceStart: 1,
  voiceEnd: 10,
  lufs: -16,
  truePeakDb: -1,
  version: 1,
  lastMixMs: 0,
  lastSwapMs: 0,
  exact: true,
  phoneLine: false,
  maskingMarginDb: Infinity,
  masked: false,
};

let phone = false;
let observed: (() => void) | null = null;

beforeEach(() => {
  phone = false;
  observed = null;
  fake.snapshot = { stale: false, voiceSeconds: 0, loadedKey: null, trackPreview: null };
  fake.engine = null;
  fake.listen.mockReset();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBar(player: Partial<AudioSlice['player']>, locale: Locale = 'en'): { store: () => AppStore } {
  let api: AppStore | null = null;
  function Setup() {
    const store = useAppStoreApi();
    // Before the bar's own effects, as a Listen click would have done.
    if (!api) {
      api = store;
      store.getState().setPlayer(player);
    }
    return null;
  }
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]}>
      <StoreProvider locale={locale}>
        <Setup />
        <button type="button">Listen</button>
        <PlayerBar />
        <button type="button">Voice</button>
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  return { store: () => api! };
}

const dockHeight = () => document.body.style.paddingBottom;

describe('<PlayerBar /> docked on a phone', () => {
  it('stays in the studio’s place in the DOM, so Tab goes from Listen to Play', () => {
    phone = true;
    renderBar({ status: 'loading' });
    const bar = screen.getByTestId('player-bar');
    expect(bar.previousElementSibling).toHaveTextContent('Listen');
    expect(bar.nextElementSibling).toHaveTextContent('Voice');
  });

  it('publishes its measured height while docked and follows its size', () => {
    phone = true;
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    renderBar({ status: 'loading' });
    expect(dockHeight()).toBe('64px');
    height.mockReturnValue(310);
    act(() => observed?.());
    expect(dockHeight()).toBe('310px');
    cleanup();
    expect(dockHeight()).toBe('');
  });

  it('reserves no space when it is not docked', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    renderBar({ status: 'loading' });
    expect(dockHeight()).toBe('');
  });

  it('docking over the Listen / Add to cart row scrolls the row just above the bar (#33)', () => {
    phone = true;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    const row = document.body.appendChild(document.createElement('div'));
    row.setAttribute('data-dock-keep-clear', '');
    const offScreen = document.body.appendChild(document.createElement('div'));
    offScreen.setAttribute('data-dock-keep-clear', '');
    const rect = (top: number, bottom: number) => ({ top, bottom, height: bottom - top }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.dataset.testid === 'player-bar') return rect(innerHeight - 64, innerHeight);
      if (this === row) return rect(innerHeight - 90, innerHeight - 40);
      if (this === offScreen) return rect(innerHeight + 200, innerHeight + 250);
      return rect(0, 0);
    });
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    renderBar({ status: 'playing' });
    // The row's bottom was 24 px under the bar's top: up by that and 8 px of air, once.
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: 32, behavior: 'instant' });
    row.remove();
    offScreen.remove();
  });

  it('scrolls a control that takes focus under the bar clear of it', () => {
    phone = true;
    renderBar({ status: 'loading' });
    const bar = screen.getByTestId('player-bar');
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: 780 } as DOMRect);
    const under = screen.getByRole('button', { name: 'Voice' });
    const above = screen.getByRole('button', { name: 'Listen' });
    vi.spyOn(under, 'getBoundingClientRect').mockReturnValue({ bottom: 800 } as DOMRect);
    vi.spyOn(above, 'getBoundingClientRect').mockReturnValue({ bottom: 400 } as DOMRect);
    under.scrollIntoView = vi.fn();
    above.scrollIntoView = vi.fn();
    act(() => above.focus());
    expect(above.scrollIntoView).not.toHaveBeenCalled();
    act(() => under.focus());
    expect(under.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    // Nor are the bar's own controls, or a panel's (modal, above the bar), moved.
    const panel = document.body.appendChild(document.createElement('dialog'));
    const inPanel = panel.appendChild(document.createElement('button'));
    vi.spyOn(inPanel, 'getBoundingClientRect').mockReturnValue({ bottom: 800 } as DOMRect);
    inPanel.scrollIntoView = vi.fn();
    act(() => inPanel.focus());
    expect(inPanel.scrollIntoView).not.toHaveBeenCalled();
    panel.remove();
  });
});

describe('<PlayerBar /> texts', () => {
  it.each(locales)('the stale note names the button as it reads then (%s)', (locale) => {
    fake.engine = engineState;
    fake.snapshot = { ...fake.snapshot, stale: true, loadedKey: 'k' };
    renderBar({ status: 'paused' }, locale);
    expect(screen.getByTestId('player-stale')).toHaveTextContent(messages[locale].player.listenChanges);
  });

  it.each([
    ['en', '−16.0 LUFS · True peak −1.0 dBTP'],
    ['de', '−16,0 LUFS · True Peak −1,0 dBTP'],
    ['el', '−16,0 LUFS · Πραγματική κορυφή −1,0 dBTP'],
  ] as const)('loudness is written in the page’s language (%s)', (locale, text) => {
    fake.engine = engineState;
    renderBar({ status: 'paused', expanded: true }, locale);
    expect(screen.getByTestId('player-loudness')).toHaveTextContent(text);
  });

  it('"As callers hear it" switches the engine to the phone line and shows its state', () => {
    fake.engine = { ...engineState, phoneLine: false };
    renderBar({ status: 'paused', expanded: true });
    const toggle = screen.getByRole('switch', { name: /As callers hear it/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(fake.setPhoneLine).toHaveBeenCalledWith(true);
    cleanup();
    fake.engine = { ...engineState, phoneLine: true };
    renderBar({ status: 'paused', expanded: true }, 'de');
    expect(screen.getByRole('switch', { name: /So hören es Anrufer/ })).toBeChecked();
  });

  it('the locked download stays focusable and explains itself', () => {
    fake.engine = engineState;
    renderBar({ status: 'paused', expanded: true });
    const download = screen.getByRole('button', { name: 'Download preview' });
    expect(download).toBeEnabled();
    expect(download).toHaveAttribute('aria-disabled', 'true');
    expect(download).toHaveAccessibleDescription('Available after purchase');
    download.focus();
    expect(download).toHaveFocus();
    expect(screen.getByText('Available after purchase')).toBeVisible();
  });
});

describe('<PlayerBar /> rate limited', () => {
  it('counts the wait down, announces only its start and its end, then lets you try again', async () => {
    vi.useFakeTimers();
    renderBar({ status: 'error', errorCode: 'rate-limited', retryAfterSeconds: 3 });
    const retry = screen.getByRole('button', { name: 'Try again' });
    const shown = screen.getByTestId('player-error');
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(retry).toBeDisabled();
    expect(shown).toHaveTextContent('Please wait 3 seconds');
    expect(alert).toHaveTextContent('Please wait 3 seconds');
    // Nothing to expand without a greeting: no greyed-out chevron.
    expect(screen.queryByTestId('player-expand')).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expect(shown).toHaveTextContent('Please wait 2 seconds');
    expect(alert).toHaveTextContent('Please wait 3 seconds');
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1000));
    expect(shown).toHaveTextContent('Please wait 1 second ');
    expect(retry).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(retry).toBeEnabled();
    expect(shown).toHaveTextContent('You can try again now.');
    expect(status).toHaveTextContent('You can try again now.');
    expect(alert).toBeEmptyDOMElement();
    fireEvent.click(retry);
    await act(async () => {});
    expect(fake.listen).toHaveBeenCalledTimes(1);
  });

  it('counts down in the page’s language', () => {
    vi.useFakeTimers();
    renderBar({ status: 'error', errorCode: 'rate-limited', retryAfterSeconds: 2 }, 'de');
    const shown = screen.getByTestId('player-error');
    expect(shown).toHaveTextContent('Bitte warten Sie 2 Sekunden');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown).toHaveTextContent('Bitte warten Sie 1 Sekunde ');
    act(() => vi.advanceTimersByTime(1000));
    expect(within(screen.getByRole('status')).getByText(de.player.errors.rateLimitedReady)).toBeTruthy();
    expect(screen.getByRole('button', { name: de.player.retry })).toBeEnabled();
  });

  it('without a known wait, other errors offer "Try again" at once', () => {
    renderBar({ status: 'error', errorCode: 'rate-limited', retryAfterSeconds: null });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(en.player.errors.rateLimited);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('player-expand')).toBeNull();
  });
});
