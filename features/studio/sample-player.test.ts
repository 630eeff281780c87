// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/stores/app-store';

// The greeting's player as the sample player sees it: pause, stop a music preview, and a snapshot.
const greeting = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    state: { trackPreview: null as { trackId: string; status: 'loading' | 'playing' } | null },
    pause: vi.fn(),
    stopTrackPreview: vi.fn(),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((l) => l()),
  };
});
vi.mock('@/components/player/player-handle', () => ({
  peekPlayer: () => greeting,
  onPlayerReady: () => () => {},
}));

const { samplePlayerFor } = await import('./sample-player');

class FakeAudio extends EventTarget {
  static all: FakeAudio[] = [];
  paused = true;
  constructor(readonly src: string) {
    super();
    FakeAudio.all.push(this);
  }
  async play() {
    this.paused = false;
    this.dispatchEvent(new Event('playing'));
  }
  pause() {
    this.paused = true;
  }
}

describe('SamplePlayer: one sound at a time', () => {
  beforeEach(() => {
    FakeAudio.all = [];
    greeting.pause.mockClear();
    greeting.stopTrackPreview.mockClear();
    greeting.state.trackPreview = null;
    vi.stubGlobal('Audio', FakeAudio);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a sample pauses the greeting and any music preview', async () => {
    const player = samplePlayerFor(createAppStore('en'));
    await player.play('voice', 'flite-slt', '/api/voices/flite-slt/sample/');
    expect(greeting.pause).toHaveBeenCalledOnce();
    expect(greeting.stopTrackPreview).toHaveBeenCalledOnce();
    expect(player.state).toEqual({ scope: 'voice', key: 'flite-slt', status: 'playing' });
  });

  it('a voice sample and an example never play together', async () => {
    const player = samplePlayerFor(createAppStore('en'));
    await player.play('voice', 'flite-slt', '/voice.mp3');
    await player.play('example', 'holiday/friendly', async () => new Blob(['x'], { type: 'audio/wav' }));
    expect(FakeAudio.all).toHaveLength(2);
    expect(FakeAudio.all[0]!.paused).toBe(true);
    expect(FakeAudio.all[1]!.paused).toBe(false);
    expect(player.state).toMatchObject({ scope: 'example', key: 'holiday/friendly' });
    // Stopping one part's sample leaves the other part's alone.
    player.stop('voice');
    expect(FakeAudio.all[1]!.paused).toBe(false);
    player.stop('example');
    expect(FakeAudio.all[1]!.paused).toBe(true);
    expect(player.state).toBeNull();
  });

  it('the greeting or a music preview starting stops the sample', async () => {
    const store = createAppStore('en');
    const player = samplePlayerFor(store);
    await player.play('voice', 'a', '/a.mp3');
    store.getState().setPlayer({ status: 'loading' });
    expect(FakeAudio.all[0]!.paused).toBe(true);
    expect(player.state).toBeNull();

    await player.play('example', 'b', '/b.mp3');
    greeting.state.trackPreview = { trackId: 'calm', status: 'loading' };
    greeting.emit();
    expect(FakeAudio.all[1]!.paused).toBe(true);
    expect(player.state).toBeNull();
  });

  it('is one player per page (store)', () => {
    const store = createAppStore('en');
    expect(samplePlayerFor(store)).toBe(samplePlayerFor(store));
    expect(samplePlayerFor(createAppStore('en'))).not.toBe(samplePlayerFor(store));
  });
});
