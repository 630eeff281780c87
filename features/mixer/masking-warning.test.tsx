// @vitest-environment jsdom
// The mixer's masking warning, driven by a real preview engine: loud music in the phone band
// shows it (localized, with what to do), lowering the music clears it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sine } from '@/lib/audio/test-signals';
import { useCaseDefaults } from '@/lib/greeting/spec';
import { PreviewEngine, type MixSpec } from '@/lib/playback/preview-engine';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';

const engine = vi.hoisted(() => ({ current: null as PreviewEngine | null }));
vi.mock('@/components/player/use-player', () => ({
  usePlayerController: () => (engine.current ? { engine: engine.current } : null),
  useEngineState: (controller: { engine: PreviewEngine } | null) =>
    useSyncExternalStore(
      (notify) => (controller ? controller.engine.subscribe(notify) : () => {}),
      () => controller?.engine.state ?? null,
    ),
}));

const { MaskingWarning } = await import('./masking-warning');

afterEach(cleanup);

const spec = (volumeDb: number): MixSpec => ({
  music: { ...useCaseDefaults['business-voicemail'].music, trackId: 'clear-horizon', volumeDb, duckDb: 0 },
  voiceDelay: 0,
  voiceVolumeDb: 0,
});

/** The studio's spec with music on or off (the engine measured either way). */
function Music({ on }: { on: boolean }) {
  const store = useAppStoreApi();
  useEffect(() => store.getState().patchMusic({ trackId: on ? 'clear-horizon' : null }), [store, on]);
  return null;
}

function mount(locale: 'en' | 'de', volumeDb: number, musicOn = true) {
  const sink = { currentTime: 0, play: () => {}, stop: () => {}, onEnded: () => {} };
  engine.current = new PreviewEngine(sink);
  engine.current.load({
    voice: sine(700, 48000, 2, 0.3),
    voiceRate: 48000,
    music: sine(1200, 48000, 8, 0.3),
    musicRate: 48000,
    spec: spec(volumeDb),
  });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
      <StoreProvider locale={locale}>
        <Music on={musicOn} />
        <MaskingWarning />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
}

describe('<MaskingWarning />', () => {
  it('shows nothing while the music is off in the spec, whatever the engine measured', () => {
    mount('en', 0, false);
    expect(screen.queryByTestId('masking-warning')).toBeNull();
  });
});

describe('<MaskingWarning /> with music on', () => {
  it('warns when the music masks the voice and clears once it is lowered', () => {
    mount('en', 0);
    expect(screen.getByTestId('masking-warning')).toHaveTextContent(
      /music covers the voice.*Lower the music volume or raise the voice volume/,
    );
    act(() => engine.current!.update(spec(-30)));
    expect(screen.queryByTestId('masking-warning')).toBeNull();
  });

  it('speaks the page’s language', () => {
    mount('de', -3);
    expect(screen.getByTestId('masking-warning')).toHaveTextContent(/Musiklautstärke/);
  });
});
