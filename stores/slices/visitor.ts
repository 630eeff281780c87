import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

/**
 * What the browser says about the visitor (navigator.languages, best first), read once after
 * hydration: pages are prerendered, so the server render and the first client render know
 * nothing of it and agree. Memory only: the browser says it again on every page load.
 */
export type VisitorSlice = {
  browserLanguages: readonly string[];
  setBrowserLanguages: (tags: readonly string[]) => void;
};

export const createVisitorSlice: StateCreator<AppState, [], [], VisitorSlice> = (set) => ({
  browserLanguages: [],
  setBrowserLanguages: (tags) => set({ browserLanguages: [...tags] }),
});
