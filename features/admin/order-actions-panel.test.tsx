// @vitest-environment jsdom
// The order's action buttons: a refund asks first, sends exactly one POST however fast it is
// clicked, a declined confirmation sends nothing, and a refusal is shown.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderActionsPanel } from './order-actions-panel';

const labels = { resend: 'Resend', resendConfirm: 'Sure?', refund: 'Refund', refundConfirm: 'Sure?', cancel: 'Cancel', cancelConfirm: 'Sure?', alertHandled: 'Handled', alertNote: 'Note', failed: 'Failed:' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderActionsPanel', () => {
  it('confirms, then posts once even on a double click', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<OrderActionsPanel orderId="o1" canResend={false} canRefund canCancel={false} hasAlert={false} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Refund' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders/o1/refund/', expect.objectContaining({ method: 'POST' }));
    resolve(Response.json({ outcome: 'done' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('sends nothing when the confirmation is declined, and shows a refusal', async () => {
    const fetchMock = vi.fn(async () => Response.json({ error: { code: 'conflict', message: 'The order is pending.' } }, { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<OrderActionsPanel orderId="o1" canResend={false} canRefund canCancel hasAlert={false} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: The order is pending.');
  });
});
