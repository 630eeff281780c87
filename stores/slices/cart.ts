import type { StateCreator } from 'zustand';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import type { AppState } from '../app-store';

/** A cart line: the spec as made in the studio. Prices are never stored here; the server computes them. */
export type CartItem = { id: string; spec: GreetingSpec; addedAt: string };
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
  addItem: (spec: GreetingSpec | IvrSetSpec) => string;
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
    const item = { id, spec, addedAt: new Date().toISOString() } as CartLineItem;
    set((s) => ({ items: [...s.items, item] }));
    return id;
  },
  updateItem: (id, spec) =>
    set((s) => ({ items: s.items.map((i) => (i.id === id && !isIvrSetItem(i) ? { ...i, spec } : i)) })),
  removeItem: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
  clearCart: () => set({ items: [] }),
  setCurrency: (currency) => set({ currency }),
});
