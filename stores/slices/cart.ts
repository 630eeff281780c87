import type { StateCreator } from 'zustand';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import type { AppState } from '../app-store';
import type { StudioScript } from './greeting';

/**
 * A cart line: the spec as made in the studio, and the template state it was made with (style,
 * field values), so "Edit" restores the fields too; lines stored before that have none. Prices
 * are never stored here; the server computes them, and only the spec is ever sent.
 */
export type CartItem = { id: string; spec: GreetingSpec; addedAt: string; script?: StudioScript };
/** An IVR set from the menu builder: one line, priced per prompt by the server. */
export type IvrSetCartItem = { id: string; spec: IvrSetSpec; addedAt: string };
export type CartLineItem = CartItem | IvrSetCartItem;
/** What a cart line sends to the quote and the checkout: a greeting's spec or an IVR set. */
export type CartSpec = GreetingSpec | IvrSetSpec;

export const isIvrSetItem = (item: CartLineItem): item is IvrSetCartItem =>
  (item.spec as { kind?: unknown }).kind === 'ivr-set';

export type CartSlice = {
  items: CartLineItem[];
  /** Chosen display and charge currency; null means "default for the page's language". */
  currency: Currency | null;
  addItem: (spec: GreetingSpec | IvrSetSpec, script?: StudioScript) => string;
  updateItem: (id: string, spec: GreetingSpec, script?: StudioScript) => void;
  /** Save a set back into its line (the builder's "Update cart line"); false when that line is gone. */
  updateIvrSet: (id: string, spec: IvrSetSpec) => boolean;
  removeItem: (id: string) => void;
  clearCart: () => void;
  setCurrency: (currency: Currency) => void;
};

export const createCartSlice: StateCreator<AppState, [], [], CartSlice> = (set, get) => ({
  items: [],
  currency: null,
  addItem: (spec, script) => {
    const id = crypto.randomUUID();
    const item = {
      id,
      spec,
      addedAt: new Date().toISOString(),
      ...(script ? { script } : {}),
    } as CartLineItem;
    set((s) => ({ items: [...s.items, item] }));
    return id;
  },
  // A set line is never rewritten by the studio's greeting editor.
  updateItem: (id, spec, script) =>
    set((s) => ({
      items: s.items.map((i) =>
        i.id === id && !isIvrSetItem(i) ? { ...i, spec, ...(script ? { script } : {}) } : i,
      ),
    })),
  updateIvrSet: (id, spec) => {
    const found = get().items.some((i) => i.id === id && isIvrSetItem(i));
    if (found)
      set((s) => ({ items: s.items.map((i) => (i.id === id && isIvrSetItem(i) ? { ...i, spec } : i)) }));
    return found;
  },
  // A line that is gone can no longer be updated: the studio's next save adds a new one.
  removeItem: (id) =>
    set((s) => ({
      items: s.items.filter((i) => i.id !== id),
      editingItemId: s.editingItemId === id ? null : s.editingItemId,
    })),
  clearCart: () => set({ items: [], editingItemId: null }),
  setCurrency: (currency) => set({ currency }),
});
