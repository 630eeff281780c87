// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceDocument } from '@/features/orders';
import type { InvoiceData } from '@/lib/orders/documents/invoice-data';
import { invoiceStrings } from '@/lib/orders/documents/invoice-labels';
import en from '@/messages/en.json';
import MinimalLayout from './layout';

// The document shell (fonts, providers) needs Next's bundler; the header is what is under test.
vi.mock('@/components/layout/html-document', () => ({
  HtmlDocument: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('@/lib/i18n/request-locale', () => ({ visitorLocale: async () => 'en' }));

const data: InvoiceData = {
  kind: 'invoice',
  number: 'GS-2026-000042',
  issuedAt: '2026-11-21T10:00:00.000Z',
  correctsNumber: null,
  orderId: 'order1234',
  orderReference: 'ABCD-1234',
  currency: 'EUR',
  seller: {
    name: 'Greeting Studio Ltd.',
    address: '1 Harbour Street',
    country: 'IE',
    vatId: 'IE1234567T',
    email: 's@example.com',
  },
  buyer: {
    name: 'Erika Muster',
    company: null,
    address: [],
    country: 'DE',
    vatId: null,
    email: 'e@example.de',
  },
  lines: [],
  net: 0,
  vatByRate: [],
  vat: 0,
  gross: 0,
  vatMode: 'standard',
  paymentMethod: 'card',
  locale: 'en',
};

describe('MinimalLayout', () => {
  it('keeps the logo bar off the printed page, while the invoice itself names the seller', async () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'invoice' });
    const strings = invoiceStrings(data, (key, values) => t(key as 'title', values), 'en');
    render(await MinimalLayout({ children: <InvoiceDocument data={data} s={strings} /> }));
    const header = screen.getByRole('link', { name: en.nav.logoLabel }).closest('header');
    expect(header).toHaveClass('print:hidden');
    const invoice = screen.getByTestId('invoice');
    expect(invoice.closest('.print\\:hidden')).toBeNull();
    expect(invoice).toHaveTextContent('Greeting Studio Ltd.');
    expect(invoice).toHaveTextContent('IE1234567T');
  });
});
