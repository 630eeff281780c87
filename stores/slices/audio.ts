import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** What the shared player shows. The audio engine itself is a plain class outside the store. */
export type AudioSlice = {
  player: {
    status: PlayerStatus;
    title: string | null;
    /** Seconds; 0 until known. */
    duration: number;
    /** Full form (seek, time, waveform) instead of the docked mini bar. */
    expanded: boolean;
    errorCode: string | null;
    /** Seconds the server asked to wait before trying again (429/503), when it said. */
    retryAfterSeconds: number | null;
  };
  setPlayer: (patch: Partial<AudioSlice['player']>) => void;
  setPlayerExpanded: (expanded: boolean) => void;
};

export const createAudioSlice: StateCreator<AppState, [], [], AudioSlice> = (set) => ({
  player: { status: 'idle', title: null, duration: 0, expanded: false, errorCode: null, retryAfterSeconds: null },
  setPlayer: (patch) => set((s) => ({ player: { ...s.player, ...patch } })),
  setPlayerExpanded: (expanded) => set((s) => ({ player: { ...s.player, expanded } })),
});
