import { describe, expect, it } from 'vitest';
import { currencies } from '@/lib/commerce/currencies';
import { pricePoints } from '@/lib/payments/price-list';
import { priceLabels } from './price-labels';

describe('priceLabels', () => {
  it('writes every amount of the price list in every currency, whole amounts without cents', () => {
    const en = priceLabels('en');
    expect(en.USD.standard).toBe('$21');
    expect(en.EUR.ivrPrompt).toBe('€6');
    expect(priceLabels('de').EUR.short).toBe('9\u00a0€');
    for (const currency of currencies)
      for (const [point, minor] of Object.entries(pricePoints[currency]))
        expect(en[currency][point as keyof (typeof en)['EUR']]).toMatch(String(minor / 100));
  });
});
