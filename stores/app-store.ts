import { createStore } from 'zustand/vanilla';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { Locale } from '@/lib/i18n/locales';
import { createAudioSlice, type AudioSlice } from './slices/audio';
import { createCartSlice, type CartSlice } from './slices/cart';
import { createCheckoutSlice, type CheckoutSlice } from './slices/checkout';
import { createAccountSlice, type AccountSlice } from './slices/account';
import { createGreetingSlice, type GreetingSlice } from './slices/greeting';
import { createIvrDraftSlice, type IvrDraftSlice } from './slices/ivr-draft';
import { createPanelsSlice, type PanelsSlice } from './slices/panels';
import { createVisitorSlice, type VisitorSlice } from './slices/visitor';
import { applyDraft, pickDraft } from './draft';
import type { PersistedState } from './persisted';
import { loadValidator } from './persisted-loader';

/**
 * The store's areas: audio (the player), cart, checkout, account (the Firebase session), greeting
 * (the spec and script that studio and mixer edit), the IVR builder's draft, panels and what the
 * browser says of the visitor (their languages), each a slice in stores/slices/.
 */
export type AppState = AudioSlice &
  CartSlice &
  CheckoutSlice &
  AccountSlice &
  GreetingSlice &
  IvrDraftSlice &
  PanelsSlice &
  VisitorSlice;
export type AppStore = ReturnType<typeof createAppStore>;

export const storageKey = 'greeting-studio';
/** Keep equal to persisted.ts storedStateVersion (that module loads lazily; app-store.test.ts checks). */
export const storageVersion = 2;

/** One store per request on the server and per page load in the browser (never module-level). */
export function createAppStore(locale: Locale) {
  // Until the stored state is read, writes are dropped: an early update (say, the online flag set
  // by an effect that runs before the provider's rehydration) must not overwrite the saved cart.
  let hydrated = false;
  const guardedStorage: PersistStorage<PersistedState> = {
    // Stored data is input like any other: it is validated before use, and a corrupt or foreign
    // value is dropped. The validator (zod) loads only when something is stored, so a first visit
    // ships no zod at all (persisted-loader.ts: from where).
    getItem: async (name) => {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      const { parseStoredState } = await loadValidator();
      return parseStoredState(raw);
    },
    setItem: (name, value) => {
      if (hydrated) localStorage.setItem(name, JSON.stringify(value));
    },
    removeItem: (name) => localStorage.removeItem(name),
  };
  return createStore<AppState>()(
    persist(
      (...a) => ({
        ...createAudioSlice(...a),
        ...createCartSlice(...a),
        ...createCheckoutSlice(...a),
        ...createAccountSlice(...a),
        ...createGreetingSlice(locale)(...a),
        ...createIvrDraftSlice(...a),
        ...createPanelsSlice(...a),
        ...createVisitorSlice(...a),
      }),
      {
        name: storageKey,
        version: storageVersion,
        storage: guardedStorage,
        onRehydrateStorage: () => () => {
          hydrated = true;
        },
        // Rehydrated by the provider after mount, so server and first client render agree.
        skipHydration: true,
        partialize: (s): PersistedState => ({
          items: s.items,
          currency: s.currency,
          consent: s.consent,
          draft: pickDraft(s),
          ivrDraft: s.ivrDraft,
        }),
        // getItem has validated the stored state already (undefined: nothing valid was stored).
        merge: (persisted, current) => {
          if (!persisted) return current;
          const { draft, ...rest } = persisted as PersistedState;
          return { ...current, ...rest, ...applyDraft(draft) };
        },
        migrate: async (persisted, version) => {
          const { migrateStoredState } = await loadValidator();
          return migrateStoredState(persisted as PersistedState, version);
        },
      },
    ),
  );
}
