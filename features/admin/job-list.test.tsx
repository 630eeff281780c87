// @vitest-environment jsdom
// The jobs screen as an operator sees it: a failed job with its attempts, error and order link
// and a retry button; a waiting dead letter shown without one; "retry all" counts the failed ones.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'admin' }) => createTranslator({ locale: 'en', messages: en, namespace }),
}));

const { JobList } = await import('./job-list');

afterEach(cleanup);

const base = { data: { orderId: 'o1' }, updatedAt: new Date('2026-11-01T08:30:00Z') };

describe('JobList', () => {
  it('lists failed and dead-letter jobs, with retry only where a job failed', async () => {
    render(
      await JobList({
        backend: 'table',
        jobs: [
          { ...base, id: 'j1', name: 'fulfil-order', state: 'failed', deadLetter: false, attempts: 4, error: 'renderer crashed' },
          { ...base, id: 'j2', name: 'fulfil-order-dead', state: 'created', deadLetter: true, attempts: 1, error: null },
        ],
      }),
    );
    const [, failed, dead] = within(screen.getByRole('table')).getAllByRole('row');
    expect(failed).toHaveTextContent('fulfil-order');
    expect(failed).toHaveTextContent('renderer crashed');
    expect(failed).toHaveTextContent('2026-11-01 08:30');
    expect(within(failed!).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(failed!).getByRole('link', { name: 'o1' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\/o1\/?$/));
    expect(within(failed!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(dead).toHaveTextContent('dead letter (created)');
    expect(within(dead!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry all (1)' })).toBeInTheDocument();
    expect(screen.getByText('Queue: table')).toBeInTheDocument();
  });

  it('says so when no job is stuck', async () => {
    render(await JobList({ backend: 'pg-boss', jobs: [] }));
    expect(screen.getByText('No failed or dead-letter jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
