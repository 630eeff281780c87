// Added to a greeting's price by the tier of its voice: a cloud neural voice costs us per
// character at the provider (docs/tts.md, "Cloud neural voices"), the offline voices nothing.
// Its own small file, so the voice picker can show it without loading the whole price list.
import type { Currency } from '../commerce/currencies';
import type { VoiceTier } from '../tts/engine';

export const voiceTierSurcharges: Record<Currency, Record<VoiceTier, number>> = {
  EUR: { neural: 300, standard: 0, basic: 0 },
  USD: { neural: 300, standard: 0, basic: 0 },
  GBP: { neural: 250, standard: 0, basic: 0 },
  CHF: { neural: 300, standard: 0, basic: 0 },
};
