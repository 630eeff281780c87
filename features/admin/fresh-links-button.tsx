'use client';
// Issue fresh download links for a ready order and show them to the operator (to copy into a
// reply). Asks first, posts once, stays disabled until the answer is in; a repeat within the
// minute shows the same links (the server signs from the start of the minute).
import { useState } from 'react';

type Links = { files: { name: string; url: string }[]; zip: string; expiresAt: string };
type Labels = { button: string; confirm: string; validUntil: string; zip: string; failed: string };

export function FreshLinksButton({ orderId, labels }: { orderId: string; labels: Labels }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [links, setLinks] = useState<Links | null>(null);

  async function issue() {
    if (busy || !window.confirm(labels.confirm)) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/admin/orders/${encodeURIComponent(orderId)}/links/`, { method: 'POST' });
      const payload = (await response.json().catch(() => null)) as { links?: Links; error?: { message?: string } } | null;
      if (!response.ok || !payload?.links) {
        setError(`${labels.failed} ${payload?.error?.message ?? response.status}`);
        return;
      }
      setLinks(payload.links);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-6 text-sm">
      <button type="button" className="rounded border border-line px-3 py-1 disabled:opacity-50" disabled={busy} onClick={() => void issue()}>
        {labels.button}
      </button>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {links ? (
        <div className="mt-2" aria-live="polite">
          <p>
            {labels.validUntil} {links.expiresAt.slice(0, 16).replace('T', ' ')}
          </p>
          <ul className="list-disc ps-5 break-all">
            {links.files.map((file) => (
              <li key={file.url}>
                <a className="underline" href={file.url}>
                  {file.name}
                </a>
              </li>
            ))}
            <li>
              <a className="underline" href={links.zip}>
                {labels.zip}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
