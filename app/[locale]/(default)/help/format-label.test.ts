import { describe, expect, it } from 'vitest';
import { presetForPhoneSystem } from '@/lib/audio/presets';
import { phoneSystems } from '@/lib/greeting/spec-values';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { localizeRates } from './format-label';

describe('localizeRates', () => {
  it('sets sample rates with the decimal separator of the page', () => {
    expect(localizeRates('MP3, 44.1 kHz, 128 kbps', 'de')).toBe('MP3, 44,1 kHz, 128 kbps');
    expect(localizeRates('MP3, 44.1 kHz, 128 kbps', 'fr')).toBe('MP3, 44,1 kHz, 128 kbps');
    expect(localizeRates('MP3, 44.1 kHz, 128 kbps', 'en')).toBe('MP3, 44.1 kHz, 128 kbps');
    expect(localizeRates('MP3 22.05kHz', 'it')).toBe('MP3 22,05kHz');
  });

  it('leaves whole rates, other numbers and already localized names alone', () => {
    expect(localizeRates('WAV PCM 16-bit, 8 kHz', 'de')).toBe('WAV PCM 16-bit, 8 kHz');
    expect(localizeRates('MP3 unter 1 MB, Version 1.5', 'de')).toBe('MP3 unter 1 MB, Version 1.5');
    expect(localizeRates('MP3, 44,1 kHz', 'de')).toBe('MP3, 44,1 kHz');
  });

  it.each(locales.filter((l) => l !== 'en'))(
    '%s: no format in the help table has an English decimal point',
    async (locale) => {
      const m = (await loadMessages(locale)).mixer.presets;
      for (const system of phoneSystems) {
        expect(localizeRates(m[presetForPhoneSystem(system, locale)], locale)).not.toMatch(/\d\.\d/);
      }
    },
  );
});

describe('help payment answers', () => {
  it.each(locales)('%s: the currency is found in the header, or in the menu on a phone', async (locale) => {
    const answer = (await loadMessages(locale)).helpPage.payment.currencies.a;
    expect(answer).toMatch(/men[uúü]|μενού/i);
  });
});
