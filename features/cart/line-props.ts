import type { CartQuote } from './api/quote';

/** What the cart panel gives each of its lines (a greeting's, an IVR set's). */
export type CartLineProps<Item> = {
  item: Item;
  /** The server's quote of this line; undefined until it answers. */
  line: CartQuote['lines'][number] | undefined;
  currency: string;
  /** The panel removes the item and decides where focus goes next. */
  onRemove: () => void;
};
