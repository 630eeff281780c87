'use client';
// Enter the ECB rate of the quarter's last day for a currency (1 EUR = rate × currency), then reload.
import { useState } from 'react';

export type RateFormLabels = { currency: string; rate: string; save: string; failed: string };

export function RateForm({ day, currency, labels }: { day: string; currency: string; labels: RateFormLabels }) {
  const [rate, setRate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  return (
    <form
      className="flex items-end gap-2 text-sm"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setError(false);
        const response = await fetch('/api/admin/rates/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ day, currency, rate }),
        }).catch(() => null);
        setBusy(false);
        if (response?.ok) window.location.reload();
        else setError(true);
      }}
    >
      <span>{labels.currency.replace('{currency}', currency)}</span>
      <label className="flex flex-col">
        {labels.rate}
        <input inputMode="decimal" required value={rate} onChange={(e) => setRate(e.target.value)} className="rounded border border-line px-2 py-1" />
      </label>
      <button type="submit" disabled={busy} className="rounded border border-line px-3 py-1">
        {labels.save}
      </button>
      {error ? <span role="alert">{labels.failed}</span> : null}
    </form>
  );
}
