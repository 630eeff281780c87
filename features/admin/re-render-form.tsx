'use client';
// Re-render every file of a ready order, or the one chosen, from the stored spec. Asks first,
// posts once and stays disabled until the answer is in, then reloads so the timeline shows it.
import { useState } from 'react';

type Labels = { label: string; all: string; button: string; confirm: string; failed: string };

export function ReRenderForm({ orderId, files, labels }: { orderId: string; files: { id: string; name: string }[]; labels: Labels }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileId, setFileId] = useState('');

  async function submit() {
    const target = files.find((f) => f.id === fileId)?.name ?? labels.all;
    if (busy || !window.confirm(`${labels.confirm} ${target}`)) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/admin/orders/${encodeURIComponent(orderId)}/re-render/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fileId ? { fileId } : {}),
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

  return (
    <form
      className="mb-6 flex flex-wrap items-end gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="flex flex-col">
        {labels.label}
        <select value={fileId} onChange={(e) => setFileId(e.target.value)} className="rounded border border-line px-2 py-1">
          <option value="">{labels.all}</option>
          {files.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded border border-line px-3 py-1 disabled:opacity-50" disabled={busy}>
        {labels.button}
      </button>
      {error ? <p role="alert" className="w-full text-red-700">{error}</p> : null}
    </form>
  );
}
