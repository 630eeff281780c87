// The help page and the mixer show the format names as written in the messages, so each language
// writes its own decimals there ("44,1 kHz"), not an English "44.1" rewritten at run time.
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

const commaDecimals = new Set(['de', 'el', 'es', 'fr', 'it', 'pt']);

describe('format names', () => {
  it.each(locales)('%s: sample rates use the language decimal separator', async (locale) => {
    const labels = Object.values((await loadMessages(locale)).mixer.presets);
    for (const label of labels) {
      expect(label).not.toMatch(commaDecimals.has(locale) ? /\d\.\d+\s?kHz/ : /\d,\d+\s?kHz/);
    }
  });
});
