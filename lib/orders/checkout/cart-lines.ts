// A cart holds lines of two kinds: a greeting (its GreetingSpec) or an IVR set (lib/ivr/set-spec).
// Prices, deliverability checks and orders work on greetings, so a set is expanded here into one
// complete GreetingSpec per prompt; the quote is then folded back into one entry per cart line.
import { withDefaults, type GreetingSpec } from '../../greeting/spec';
import { isIvrSet, type IvrSetSpec } from '../../ivr/set-spec';
import { ivrSetPrompts } from '../../ivr/set-prompts';
import type { Quote, QuoteLine } from '../../payments/pricing';
import { firstUndeliverable, type RenderCatalog, type UndeliverableReason } from '../../render/deliverable';
import type { CartLineInput } from './input';

export type ExpandedItem = {
  /** The cart line (0-based) this greeting comes from. */
  line: number;
  spec: GreetingSpec;
  /** For a prompt of a set: the set, the prompt's id and its file base name. */
  ivr: { set: IvrSetSpec; setIndex: number; promptId: string; fileBase: string } | null;
};

/** Every greeting a cart orders, in cart order, a set's prompts in call order. */
export function expandCartLines(lines: readonly CartLineInput[]): ExpandedItem[] {
  let sets = 0;
  return lines.flatMap((line, index): ExpandedItem[] => {
    if (!isIvrSet(line)) return [{ line: index, spec: withDefaults(line), ivr: null }];
    const set = line;
    const setIndex = sets++;
    return ivrSetPrompts(set).map(({ promptId, fileBase, spec }) => ({
      line: index,
      spec,
      ivr: { set, setIndex, promptId, fileBase },
    }));
  });
}

/** The render's check per greeting, reported by cart line (what the cart and checkout show). */
export function firstUndeliverableLine(
  items: readonly ExpandedItem[],
  catalog: RenderCatalog,
): { index: number; reason: UndeliverableReason } | null {
  const found = firstUndeliverable(
    items.map((item) => item.spec),
    catalog,
  );
  return found && { index: items[found.index]?.line ?? found.index, reason: found.reason };
}

/** A set's prompt in the quote: its own words, tier and price. */
export type PromptQuote = QuoteLine & { promptId: string };
/** One entry per cart line; a set's sums its prompts and lists them. */
export type CartQuoteLine = Omit<QuoteLine, 'tier'> & {
  tier: QuoteLine['tier'] | 'ivr-set';
  prompts?: PromptQuote[];
};
export type CartQuote = Omit<Quote, 'lines'> & { lines: CartQuoteLine[] };

/** Fold a quote of the expanded items back into cart lines; totals stay exactly the sum of lines. */
export function quoteByCartLine(q: Quote, items: readonly ExpandedItem[], lineCount: number): CartQuote {
  const lines: CartQuoteLine[] = [];
  for (let index = 0; index < lineCount; index++) {
    const parts = q.lines.flatMap((line, i) => (items[i]?.line === index ? [{ line, item: items[i] }] : []));
    const first = parts[0];
    if (!first) continue;
    if (!first.item?.ivr) {
      lines.push({ ...first.line, index });
      continue;
    }
    const prompts = parts.map(({ line, item }) => ({ ...line, promptId: item?.ivr?.promptId ?? '' }));
    const sum = (key: 'words' | 'voiceSurcharge' | 'unitPrice' | 'discount' | 'net' | 'vat' | 'gross') =>
      prompts.reduce((total, p) => total + p[key], 0);
    lines.push({
      index,
      tier: 'ivr-set',
      voiceTier: first.line.voiceTier,
      words: sum('words'),
      voiceSurcharge: sum('voiceSurcharge'),
      unitPrice: sum('unitPrice'),
      discount: sum('discount'),
      net: sum('net'),
      vat: sum('vat'),
      gross: sum('gross'),
      prompts,
    });
  }
  return { ...q, lines };
}
