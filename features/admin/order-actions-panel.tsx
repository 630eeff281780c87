'use client';
// The order page's action buttons. Each asks for confirmation, sends one same-origin POST and
// stays disabled until the answer is in (no double submissions from here; the server is
// idempotent anyway), then reloads the page so the timeline shows the result.
import { useState, useSyncExternalStore } from 'react';
import { useAdminPost } from './use-admin-post';

export type ActionLabels = {
  refund: string;
  /** With `%AMOUNT%` where the amount goes (the server fills in everything else). */
  refundConfirm: string;
  refundAmount: string;
  /** Shown for an amount that is not above 0 and at most what is left. */
  refundInvalid: string;
  resend: string;
  resendConfirm: string;
  cancel: string;
  cancelConfirm: string;
  alertHandled: string;
  alertNote: string;
  failed: string;
};

type Props = {
  orderId: string;
  canResend: boolean;
  canRefund: boolean;
  canCancel: boolean;
  hasAlert: boolean;
  /** What is left to refund, in minor units of `currency`. */
  refundable?: number;
  currency?: string;
  labels: ActionLabels;
};

/** "12.34" or "12,34" → 1234 minor units; anything else (or more than two decimals) → null. */
function parseAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const newRequestId = () => crypto.randomUUID();
const subscribeNothing = () => () => undefined;

export function OrderActionsPanel({ orderId, canResend, canRefund, canCancel, hasAlert, refundable = 0, currency = '', labels }: Props) {
  const { busy, error, setError, post } = useAdminPost(labels.failed);
  // Before hydration a click submits the forms natively (a plain reload, nothing refunded): after a
  // reload on a busy machine that takes a while, so browser tests wait for this mark before acting.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [note, setNote] = useState('');
  const [amountText, setAmountText] = useState((refundable / 100).toFixed(2));
  // One id per refund: kept across a retry of a request that may have gone through, renewed after a refusal.
  const [refundId, setRefundId] = useState(newRequestId);

  function refund() {
    const amount = parseAmount(amountText);
    if (amount === null || amount <= 0 || amount > refundable) {
      setError(labels.refundInvalid);
      return;
    }
    const confirmText = labels.refundConfirm.replace('%AMOUNT%', `${(amount / 100).toFixed(2)} ${currency}`);
    void run('refund', confirmText, { amount, requestId: refundId });
  }

  async function run(action: 'refund' | 'cancel' | 'alert' | 'resend', confirmText: string | null, body?: unknown) {
    const outcome = await post(`/api/admin/orders/${encodeURIComponent(orderId)}/${action}/`, body ?? {}, confirmText);
    if (outcome === 'failed' && action === 'refund') setRefundId(newRequestId());
  }

  const button = 'rounded border border-line px-3 py-1 disabled:opacity-50';
  return (
    <section
      className="mb-6 flex flex-wrap items-end gap-3 text-sm"
      data-testid="order-actions"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      {canResend ? (
        <button type="button" className={button} disabled={busy} onClick={() => void run('resend', labels.resendConfirm)}>
          {labels.resend}
        </button>
      ) : null}
      {canRefund ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            refund();
          }}
        >
          <label className="flex flex-col">
            {labels.refundAmount}
            <input
              inputMode="decimal"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              className="w-28 rounded border border-line px-2 py-1"
            />
          </label>
          <button type="submit" className={button} disabled={busy}>
            {labels.refund}
          </button>
        </form>
      ) : null}
      {canCancel ? (
        <button type="button" className={button} disabled={busy} onClick={() => void run('cancel', labels.cancelConfirm)}>
          {labels.cancel}
        </button>
      ) : null}
      {hasAlert ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run('alert', null, { note });
          }}
        >
          <label className="flex flex-col">
            {labels.alertNote}
            <input required value={note} onChange={(e) => setNote(e.target.value)} className="rounded border border-line px-2 py-1" />
          </label>
          <button type="submit" className={button} disabled={busy || note.trim() === ''}>
            {labels.alertHandled}
          </button>
        </form>
      ) : null}
      {error ? <p role="alert" className="w-full text-red-700">{error}</p> : null}
    </section>
  );
}
