// @vitest-environment jsdom
// The order page's body: the buyer and total, the IVR tree when there is one, and every timeline
// event with its time.
import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { OrderDetail } from '@/lib/backoffice/order-detail';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'admin' }) => createTranslator({ locale: 'en', messages: en, namespace }),
}));

const { OrderTimeline } = await import('./order-timeline');

describe('OrderTimeline', () => {
  it('shows the facts, the IVR tree and the events', async () => {
    const detail = {
      order: { status: 'refunded', email: 'a@example.com', country: 'DE', grossTotal: 1190, currency: 'EUR', vatMode: 'standard', paymentProvider: 'stripe', alert: 'refund-failed' },
      customer: { name: 'Anna' },
      ivrSets: [{ id: 's1', spec: { root: { id: 'menu', label: 'Main menu' } } }],
      events: [
        { at: new Date('2026-10-01T10:00:00Z'), kind: 'created', text: 'AAAA-0001' },
        { at: new Date('2026-10-02T09:00:00Z'), kind: 'audit', text: 'refund by op@example.com 1190 EUR' },
      ],
    } as unknown as OrderDetail;
    render(await OrderTimeline({ detail }));
    expect(screen.getByText('Anna <a@example.com>')).toBeInTheDocument();
    expect(screen.getByText('11.90 EUR (standard)')).toBeInTheDocument();
    expect(screen.getByText('refund-failed')).toBeInTheDocument();
    expect(screen.getByText(/Main menu/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('2026-10-02 09:00:00auditrefund by op@example.com 1190 EUR');
  });

  it('says a partly refunded order is partially refunded, with how much of it', async () => {
    const detail = {
      order: { status: 'ready', email: 'a@example.com', country: 'DE', grossTotal: 1190, currency: 'EUR', vatMode: 'standard', paymentProvider: 'stripe', alert: null },
      customer: { name: 'Anna' },
      ivrSets: [],
      events: [{ at: new Date('2026-10-02T09:00:00Z'), kind: 'partially-refunded', text: '500 of 1190 EUR' }],
      refunded: 500,
      refundable: 690,
    } as unknown as OrderDetail;
    cleanup();
    render(await OrderTimeline({ detail }));
    expect(screen.getByText('ready, partially refunded: 5.00 EUR of 11.90 EUR')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('partially-refunded500 of 1190 EUR');
  });
});
