import type { StateCreator } from 'zustand';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { AppState } from '../app-store';

/** A cart line: the spec as made in the studio. Prices are never stored here; the server computes them. */
export type CartItem = { id: string; spec: GreetingSpec; addedAt: string };

export type CartSlice = {
  items: CartItem[];
  /** Chosen display and charge currency; null means "default for the page's language". */
  currency: Currency | null;
  addItem: (spec: GreetingSpec) => string;
  updateItem: (id: string, spec: GreetingSpec) => void;
  removeItem: (id: string) => void;
  clearCart: () => void;
  setCurrency: (currency: Currency) => void;
};

export const createCartSlice: StateCreator<AppState, [], [], CartSlice> = (set) => ({
  items: [],
  currency: null,
  addItem: (spec) => {
    const id = crypto.randomUUID();
    set((s) => ({ items: [...s.items, { id, spec, addedAt: new Date().toISOString() }] }));
    return id;
  },
  updateItem: (id, spec) => set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, spec } : i)) })),
  removeItem: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
  clearCart: () => set({ items: [] }),
  setCurrency: (currency) => set({ currency }),
});
