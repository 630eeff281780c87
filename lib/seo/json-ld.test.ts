import { describe, expect, it } from 'vitest';
import { pricePoints } from '../payments/price-list';
import { breadcrumbList, faqPage, productWithOffers, serializeJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('offers the product in every currency from the price list', () => {
    const product = productWithOffers({ name: 'Greeting', description: 'd', url: 'https://x/' }) as {
      offers: { priceCurrency: string; lowPrice: string; highPrice: string }[];
    };
    expect(product.offers.map((o) => o.priceCurrency)).toEqual(['EUR', 'USD', 'GBP', 'CHF']);
    const eur = product.offers[0]!;
    expect(Number(eur.lowPrice)).toBe(pricePoints.EUR.short / 100);
    expect(Number(eur.highPrice)).toBe(pricePoints.EUR.long / 100);
  });

  it('builds FAQPage and BreadcrumbList shapes', () => {
    expect(faqPage([{ q: 'Q?', a: 'A.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(breadcrumbList([{ name: 'Home', url: 'https://x/' }, { name: 'Help', url: 'https://x/help/' }])).toMatchObject({
      itemListElement: [{ position: 1, name: 'Home' }, { position: 2, item: 'https://x/help/' }],
    });
  });

  it('cannot be broken out of its script tag', () => {
    const json = serializeJsonLd(faqPage([{ q: '</script><script>alert(1)</script>', a: 'x' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ mainEntity: [{ name: '</script><script>alert(1)</script>' }] });
  });
});
