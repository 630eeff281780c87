// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { TrustFacts, trustFactIds } from './trust-facts';

afterEach(cleanup);

describe('<TrustFacts />', () => {
  it.each(locales)(
    '%s: lists the checkable facts, each with a heading, instead of a bare trust claim',
    async (locale) => {
      const messages = await loadMessages(locale);
      render(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <TrustFacts />
        </NextIntlClientProvider>,
      );
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(trustFactIds.length);
      items.forEach((item, index) => {
        const n = trustFactIds[index]!;
        expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
          messages.home[`trust${n}Title`],
        );
        expect(item).toHaveTextContent(messages.home[`trust${n}Body`]);
      });
      // The facts the section stands on: both payment providers, reverse charge, the 14-day promise.
      const text = items.map((item) => item.textContent).join(' ');
      for (const fact of ['Stripe', 'PayPal', '14']) expect(text).toContain(fact);
      expect(messages.home).not.toHaveProperty('trustBody');
    },
  );
});
