'use client';
// Re-render every file of a ready order, or the one chosen, from the stored spec. Asks first,
// posts once and stays disabled until the answer is in, then reloads so the timeline shows it.
import { useState } from 'react';
import { useAdminPost } from './use-admin-post';

type Labels = { label: string; all: string; button: string; confirm: string; failed: string };

export function ReRenderForm({ orderId, files, labels }: { orderId: string; files: { id: string; name: string }[]; labels: Labels }) {
  const { busy, error, post } = useAdminPost(labels.failed);
  const [fileId, setFileId] = useState('');

  async function submit() {
    const target = files.find((f) => f.id === fileId)?.name ?? labels.all;
    await post(`/api/admin/orders/${encodeURIComponent(orderId)}/re-render/`, fileId ? { fileId } : {}, `${labels.confirm} ${target}`);
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
