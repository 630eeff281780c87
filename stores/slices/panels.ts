import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

export const panelIds = [
  'cart',
  'checkout',
  'currency',
  'examples',
  'language',
  'menu',
  'sign-in',
] as const;
export type PanelId = (typeof panelIds)[number];

export type Consent = { analytics: boolean; decidedAt: string };

export type PanelsSlice = {
  openPanel: PanelId | null;
  /** The panel to go back to when this one closes (currency opened from the cart or the menu). */
  returnTo: PanelId | null;
  /** The panel just left by going back, so the one shown again can focus what opened it. */
  returnedFrom: PanelId | null;
  /** The cookie popup; null until the visitor decides (persisted). */
  consent: Consent | null;
  consentOpen: boolean;
  online: boolean;
  showPanel: (id: PanelId, options?: { returnTo?: PanelId }) => void;
  closePanel: () => void;
  setConsent: (analytics: boolean) => void;
  openConsent: () => void;
  closeConsent: () => void;
  setOnline: (online: boolean) => void;
};

export const createPanelsSlice: StateCreator<AppState, [], [], PanelsSlice> = (set) => ({
  openPanel: null,
  consent: null,
  consentOpen: false,
  online: true,
  returnTo: null,
  returnedFrom: null,
  showPanel: (id, options) => set({ openPanel: id, returnTo: options?.returnTo ?? null, returnedFrom: null }),
  closePanel: () =>
    set((s) =>
      s.returnTo
        ? { openPanel: s.returnTo, returnTo: null, returnedFrom: s.openPanel }
        : { openPanel: null, returnTo: null, returnedFrom: null },
    ),
  setConsent: (analytics) =>
    set({ consent: { analytics, decidedAt: new Date().toISOString() }, consentOpen: false }),
  openConsent: () => set({ consentOpen: true }),
  closeConsent: () => set({ consentOpen: false }),
  setOnline: (online) => set({ online }),
});
