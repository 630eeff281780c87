'use client';
// The order page's action buttons. Each asks for confirmation, sends one same-origin POST and
// stays disabled until the answer is in (no double submissions from here; the server is
// idempotent anyway), then reloads the page so the timeline shows the result.
import { useState } from 'react';

export type ActionLabels = {
  refund: string;
  refundConfirm: string;
  resend: string;
  resendConfirm: string;
  cancel: string;
  cancelConfirm: string;
  alertHandled: string;
  alertNote: string;
  failed: string;
};

type Props = { orderId: string; canResend: boolean; canRefund: boolean; canCancel: boolean; hasAlert: boolean; labels: ActionLabels };

export function OrderActionsPanel({ orderId, canResend, canRefund, canCancel, hasAlert, labels }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  async function run(action: 'refund' | 'cancel' | 'alert' | 'resend', confirmText: string | null, body?: unknown) {
    if (busy || (confirmText && !window.confirm(confirmText))) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/admin/orders/${encodeURIComponent(orderId)}/${action}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setError(`${labels.failed} ${payload?.error?.message ?? response.status}`);
        return;
      }
      window.location.reload();
    } finally {
      setBusy(false);
    }
  }

  const button = 'rounded border border-line px-3 py-1 disabled:opacity-50';
  return (
    <section className="mb-6 flex flex-wrap items-end gap-3 text-sm">
      {canResend ? (
        <button type="button" className={button} disabled={busy} onClick={() => void run('resend', labels.resendConfirm)}>
          {labels.resend}
        </button>
      ) : null}
      {canRefund ? (
        <button type="button" className={button} disabled={busy} onClick={() => void run('refund', labels.refundConfirm)}>
          {labels.refund}
        </button>
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
