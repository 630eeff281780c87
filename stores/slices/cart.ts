import type { StateCreator } from 'zustand';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { AppState } from '../app-store';
import type { StudioScript } from './greeting';

/**
 * A cart line: the spec as made in the studio, and the template state it was made with (style,
 * field values), so "Edit" restores the fields too; lines stored before that have none. Prices
 * are never stored here; the server computes them, and only the spec is ever sent.
 */
export type CartItem = { id: string; spec: GreetingSpec; addedAt: string; script?: StudioScript };

export type CartSlice = {
  items: CartItem[];
  /** Chosen display and charge currency; null means "default for the page's language". */
  currency: Currency | null;
  addItem: (spec: GreetingSpec, script?: StudioScript) => string;
  updateItem: (id: string, spec: GreetingSpec, script?: StudioScript) => void;
  removeItem: (id: string) => void;
  clearCart: () => void;
  setCurrency: (currency: Currency) => void;
};

export const createCartSlice: StateCreator<AppState, [], [], CartSlice> = (set) => ({
  items: [],
  currency: null,
  addItem: (spec, script) => {
    const id = crypto.randomUUID();
    const item: CartItem = { id, spec, addedAt: new Date().toISOString(), ...(script ? { script } : {}) };
    set((s) => ({ items: [...s.items, item] }));
    return id;
  },
  updateItem: (id, spec, script) =>
    set((s) => ({
      items: s.items.map((i) => (i.id === id ? { ...i, spec, ...(script ? { script } : {}) } : i)),
    })),
  // A line that is gone can no longer be updated: the studio's next save adds a new one.
  removeItem: (id) =>
    set((s) => ({
      items: s.items.filter((i) => i.id !== id),
      editingItemId: s.editingItemId === id ? null : s.editingItemId,
    })),
  clearCart: () => set({ items: [], editingItemId: null }),
  setCurrency: (currency) => set({ currency }),
});
