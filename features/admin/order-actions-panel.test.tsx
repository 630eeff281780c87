// @vitest-environment jsdom
// The order's action buttons: a refund asks first, sends exactly one POST however fast it is
// clicked, a declined confirmation sends nothing, and a refusal is shown. The refund's amount
// defaults to what is left, is named in the confirmation, and is checked before anything is sent.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderActionsPanel } from './order-actions-panel';

const labels = { resend: 'Resend', resendConfirm: 'Sure?', refund: 'Refund', refundConfirm: 'Refund %AMOUNT%?', refundAmount: 'Amount', refundInvalid: 'At most 11.90 EUR.', cancel: 'Cancel', cancelConfirm: 'Sure?', alertHandled: 'Handled', alertNote: 'Note', failed: 'Failed:' };

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
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<OrderActionsPanel orderId="o1" canResend={false} canRefund canCancel={false} hasAlert={false} refundable={1190} currency="EUR" labels={labels} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('11.90');
    const button = screen.getByRole('button', { name: 'Refund' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('Refund 11.90 EUR?');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders/o1/refund/', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      amount: 1190,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
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

  it('refunds the amount typed in, naming it, and refuses more than is left without sending', async () => {
    const fetchMock = vi.fn(async () => Response.json({ outcome: 'done' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<OrderActionsPanel orderId="o1" canResend={false} canRefund canCancel={false} hasAlert={false} refundable={1190} currency="EUR" labels={labels} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '11.91' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At most 11.90 EUR.');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '5,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(confirm).toHaveBeenCalledWith('Refund 5.50 EUR?');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ amount: 550 });
  });

  it('renews the refund request id after a refusal, so the next refund is a new one', async () => {
    const fetchMock = vi.fn(async () => Response.json({ error: { code: 'conflict', message: 'Nothing left.' } }, { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<OrderActionsPanel orderId="o1" canResend={false} canRefund canCancel={false} hasAlert={false} refundable={1190} currency="EUR" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Nothing left.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const ids = fetchMock.mock.calls.map((call) => (JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as { requestId: string }).requestId);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

