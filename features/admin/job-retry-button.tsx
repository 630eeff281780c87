'use client';
// Retry one failed job, or all of them: asks first, sends one same-origin POST and stays disabled
// until the answer is in (the server retries a job once anyway), then reloads the list.
import { useState } from 'react';

type Props = { target: { name: string; id: string } | { all: true }; label: string; confirmText: string; failedText: string };

export function JobRetryButton({ target, label, confirmText, failedText }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function retry() {
    if (busy || !window.confirm(confirmText)) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/admin/jobs/retry/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(target),
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setError(`${failedText} ${payload?.error?.message ?? response.status}`);
        return;
      }
      window.location.reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="rounded border border-line px-3 py-1 disabled:opacity-50" disabled={busy} onClick={() => void retry()}>
        {label}
      </button>
      {error ? <span role="alert" className="ms-2 text-red-700">{error}</span> : null}
    </>
  );
}
