'use client';
// The back office's one way to run an action: ask first, send one same-origin JSON POST, stay busy
// (buttons disabled) until the answer is in, then reload so the page shows the result; a refusal
// is shown after the "failed" label with the server's message, or its status when it sent none.
import { useState } from 'react';

export type AdminPostOutcome = 'skipped' | 'failed' | 'done';

export function useAdminPost(failedLabel: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** `confirmText` empty or null: no question (the form itself was the deliberate step). */
  async function post(path: string, body: unknown, confirmText: string | null): Promise<AdminPostOutcome> {
    if (busy || (confirmText && !window.confirm(confirmText))) return 'skipped';
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setError(`${failedLabel} ${payload?.error?.message ?? response.status}`);
        return 'failed';
      }
      window.location.reload();
      return 'done';
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, post };
}
