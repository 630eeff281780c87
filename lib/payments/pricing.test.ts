import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies } from '../commerce/currencies';
import { useCases, withDefaults, type GreetingSpec } from '../greeting/spec';
import { locales } from '../i18n/locales';
import { countWords } from '../greeting/script';
import { pricePoints } from './price-list';
import { quote, tierFor } from './pricing';
import { decideVat, euVatRatesBp, isWellFormedVatId } from './vat';

const base = withDefaults({ useCase: 'business-voicemail', locale: 'en', text: 'Hello', voice: { id: 'x' } });
const spec = (text: string, useCase: GreetingSpec['useCase'] = 'business-voicemail'): GreetingSpec => ({
  ...base,
  useCase,
  text,
});

const arbSpec = fc
  .record({
    useCase: fc.constantFrom(...useCases),
    locale: fc.constantFrom(...locales),
    words: fc.nat({ max: 400 }),
    word: fc.constantFrom('hello', 'Grüß', 'καλημέρα', '[pause 1s]', '123', '—', 'olá'),
  })
  .map(({ useCase, locale, words, word }) => ({
    ...base,
    useCase,
    locale,
    text: `${word} `.repeat(words).slice(0, 1500),
  }));

const countries = [...Object.keys(euVatRatesBp), 'US', 'GB', 'CH', 'NO', 'JP', 'XX'];

describe('pricing', () => {
  it('tiers by word count', () => {
    expect(tierFor(0)).toBe('short');
    expect(tierFor(50)).toBe('short');
    expect(tierFor(51)).toBe('standard');
    expect(tierFor(150)).toBe('standard');
    expect(tierFor(151)).toBe('long');
    expect(tierFor(10_000)).toBe('long');
    expect(countWords('Hello [pause 1s] world, we are   open.')).toBe(5);
  });

  it('prices an IVR set per prompt with the set discount', () => {
    const prompts = Array.from({ length: 6 }, () => spec('Press one for sales.', 'ivr'));
    const q = quote(prompts, { currency: 'EUR', country: 'US', sellerCountry: 'IE' });
    expect(q.ivrDiscountPercent).toBe(20);
    expect(q.lines.every((l) => l.unitPrice === 600 && l.discount === 120 && l.net === 480)).toBe(true);
    expect(q.gross).toBe(6 * 480);
  });

  it('adds the neural voice surcharge from the server catalog, inside the unit price (discounts and VAT apply)', () => {
    const neural = {
      ...spec('Press one for sales.', 'ivr'),
      voice: { ...base.voice, id: 'azure-en-US-JennyNeural' },
    };
    const offline = spec('Press two for support.', 'ivr');
    const input = { currency: 'EUR' as const, country: 'DE', sellerCountry: 'IE' };
    const tierOf = (id: string) => (id.startsWith('azure-') ? ('neural' as const) : ('standard' as const));
    const q = quote([neural, offline, offline], { ...input, voiceTier: tierOf });
    expect(q.lines[0]).toMatchObject({
      voiceTier: 'neural',
      voiceSurcharge: 300,
      unitPrice: 600 + 300,
      discount: 90,
    });
    expect(q.lines[1]).toMatchObject({ voiceTier: 'standard', voiceSurcharge: 0, unitPrice: 600 });
    // VAT on the net total 810 + 540 + 540 = 1890 at 19 % = 359,1 → 359, spread over the lines.
    expect(q.vatTotal).toBe(359);
    expect(q.lines.reduce((s, l) => s + l.vat, 0)).toBe(359);
    // Without the catalog (a caller that forgot it) nobody is charged for a voice.
    expect(quote([neural], input).lines[0]).toMatchObject({ voiceSurcharge: 0, unitPrice: 600 });
  });

  it('applies VAT by buyer: consumer rate, reverse charge, none outside the EU, domestic business', () => {
    const one = [spec('Hello and welcome.')];
    expect(quote(one, { currency: 'EUR', country: 'DE', sellerCountry: 'IE' })).toMatchObject({
      net: 900,
      vatTotal: 171,
      gross: 1071,
    });
    const rc = quote(one, {
      currency: 'EUR',
      country: 'DE',
      vatId: 'DE 123 456 789',
      sellerCountry: 'IE',
      vies: 'valid',
    });
    expect(rc.vat).toEqual({ mode: 'reverse-charge', rateBp: 0, vatId: 'DE123456789', vies: 'valid' });
    expect(rc.gross).toBe(900);
    expect(quote(one, { currency: 'USD', country: 'US', sellerCountry: 'IE' }).vat.mode).toBe('none');
    expect(decideVat({ country: 'IE', vatId: 'IE1234567T', sellerCountry: 'IE' })).toMatchObject({
      mode: 'standard',
      rateBp: 2300,
    });
    // A malformed id is charged like a consumer.
    expect(decideVat({ country: 'FR', vatId: 'FR123', sellerCountry: 'IE' }).mode).toBe('standard');
  });

  it('reverse-charges only an id VIES confirms; a well-formed id alone pays VAT (issue 20 item 6)', () => {
    const input = { country: 'DE', vatId: 'DE000000000', sellerCountry: 'IE' };
    expect(decideVat(input)).toEqual({
      mode: 'standard',
      rateBp: 1900,
      vatId: 'DE000000000',
      vies: 'unavailable',
    });
    expect(decideVat({ ...input, vies: 'unavailable' }).mode).toBe('standard');
    // An id VIES does not know is not printed on the invoice as the buyer's.
    expect(decideVat({ ...input, vies: 'invalid' })).toEqual({
      mode: 'standard',
      rateBp: 1900,
      vatId: null,
      vies: 'invalid',
    });
    expect(decideVat({ ...input, vies: 'valid' }).mode).toBe('reverse-charge');
  });

  it('rounds VAT on the net total, not per line: 10 prompts of 4,20 € at 21 % owe 8,82 €', () => {
    const prompts = Array.from({ length: 10 }, () => spec('Press one for reception.', 'ivr'));
    const q = quote(prompts, { currency: 'EUR', country: 'ES', sellerCountry: 'IE' });
    expect(q.lines.every((l) => l.net === 420)).toBe(true);
    expect(q).toMatchObject({ net: 4200, vatTotal: 882, gross: 5082 });
    expect(q.lines.reduce((s, l) => s + l.gross, 0)).toBe(5082);
  });

  it('property: in every currency and at every EU rate, VAT = round(net total × rate), gross = net + VAT', () => {
    const euCountries = Object.keys(euVatRatesBp);
    fc.assert(
      fc.property(
        fc.array(arbSpec, { minLength: 1, maxLength: 15 }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...euCountries),
        (specs, currency, country) => {
          const q = quote(specs, { currency, country, sellerCountry: 'IE' });
          const rateBp = euVatRatesBp[country as keyof typeof euVatRatesBp];
          if (q.vat.rateBp !== rateBp) return false;
          if (q.vatTotal !== Math.round((q.net * rateBp) / 10000)) return false;
          if (q.gross !== q.net + q.vatTotal) return false;
          return q.lines.reduce((s, l) => s + l.vat, 0) === q.vatTotal;
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('checks VAT id formats per country', () => {
    expect(isWellFormedVatId('GR', 'EL123456789')).toBe(true);
    expect(isWellFormedVatId('GR', 'GR123456789')).toBe(false);
    expect(isWellFormedVatId('NL', 'NL123456789B01')).toBe(true);
    expect(isWellFormedVatId('AT', 'ATU12345678')).toBe(true);
    expect(isWellFormedVatId('US', 'US123')).toBe(false);
  });

  it('property: never negative, currency-consistent, totals are the sum of lines (10,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.array(arbSpec, { maxLength: 12 }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...countries),
        fc.option(fc.constantFrom('DE123456789', 'ATU12345678', 'bogus', 'EL123456789', 'IE1234567T'), {
          nil: null,
        }),
        (specs, currency, country, vatId) => {
          const q = quote(specs, { currency, country, vatId, sellerCountry: 'IE' });
          // Plain checks (not expect) keep 10,000 cases fast; fast-check reports the failing input.
          const points = Object.values(pricePoints[currency]);
          const ok = (v: number) => Number.isSafeInteger(v) && v >= 0;
          if (q.currency !== currency || q.lines.length !== specs.length) return false;
          for (const l of q.lines) {
            if (![l.unitPrice, l.discount, l.net, l.vat, l.gross].every(ok)) return false;
            if (!points.includes(l.unitPrice) || l.net + l.vat !== l.gross) return false;
          }
          const sum = (k: 'net' | 'vat' | 'gross') => q.lines.reduce((s, l) => s + l[k], 0);
          if (q.net !== sum('net') || q.vatTotal !== sum('vat') || q.gross !== sum('gross')) return false;
          if (q.gross !== q.net + q.vatTotal) return false;
          return q.vat.mode === 'standard' || q.vatTotal === 0;
        },
      ),
      { numRuns: 10_000 },
    );
    // 10,000 quotes take a few seconds alone and much longer on a loaded machine.
  }, 300_000);
});
