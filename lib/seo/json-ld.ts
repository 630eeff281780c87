// Structured data (schema.org JSON-LD) built from the same sources the pages show.
import { currencies } from '../commerce/currencies';
import { pricePoints, tierIds } from '../payments/price-list';

type Thing = Record<string, unknown>;

export function organization(opts: { name: string; url: string; email: string; logo: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: opts.name,
    url: opts.url,
    logo: opts.logo,
    email: opts.email,
  };
}

/** The greeting product with one AggregateOffer per currency, from the server's price list. */
export function productWithOffers(opts: { name: string; description: string; url: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: opts.name,
    description: opts.description,
    url: opts.url,
    brand: { '@type': 'Brand', name: 'Greeting Studio' },
    offers: currencies.map((currency) => {
      const amounts = tierIds.map((tier) => pricePoints[currency][tier] / 100);
      return {
        '@type': 'AggregateOffer',
        priceCurrency: currency,
        lowPrice: Math.min(...amounts).toFixed(2),
        highPrice: Math.max(...amounts).toFixed(2),
        offerCount: amounts.length,
        availability: 'https://schema.org/InStock',
        url: opts.url,
      };
    }),
  };
}

export function faqPage(items: readonly { q: string; a: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

export function breadcrumbList(items: readonly { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the tag. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
