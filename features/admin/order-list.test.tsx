// @vitest-environment jsdom
// The order list as an operator sees it: filters keep their values, rows show reference, buyer,
// status with its alert and the total in the order's currency, and the next page is a link.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { orderSearchSchema } from '@/lib/backoffice/order-search';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'admin' }) => createTranslator({ locale: 'en', messages: en, namespace }),
}));

const { OrderList } = await import('./order-list');

afterEach(cleanup);

describe('OrderList', () => {
  it('renders the rows, the kept filters and the next-page link', async () => {
    const row = {
      id: 'o1', reference: 'AAAA-0001', status: 'ready', email: 'anna@example.com', name: 'Anna', country: 'DE', currency: 'USD',
      grossTotal: 1190, paymentProvider: 'stripe', alert: 'payment-mismatch', createdAt: new Date('2026-10-01T10:05:00Z'),
    };
    render(await OrderList({ search: orderSearchSchema.parse({ q: 'anna', status: 'ready' }), page: { rows: [row], next: 'c' }, nextHref: '/admin/orders/?cursor=c' }));
    expect(screen.getByLabelText('Reference, e-mail or name')).toHaveValue('anna');
    expect(screen.getByLabelText('Status')).toHaveValue('ready');
    const cells = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(cells).toHaveTextContent('AAAA-0001');
    expect(cells).toHaveTextContent('2026-10-01 10:05');
    expect(cells).toHaveTextContent('anna@example.com');
    expect(cells).toHaveTextContent('alert');
    expect(cells).toHaveTextContent('US$11.90');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\/?\?cursor=c$/));
  });

  it('says so when nothing matches', async () => {
    render(await OrderList({ search: orderSearchSchema.parse({}), page: { rows: [], next: null }, nextHref: null }));
    expect(screen.getByText('No orders match.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
