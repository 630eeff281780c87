'use client';
// Retry one failed job, or all of them: asks first, sends one same-origin POST and stays disabled
// until the answer is in (the server retries a job once anyway), then reloads the list.
import { useAdminPost } from './use-admin-post';

type Props = { target: { name: string; id: string } | { all: true }; label: string; confirmText: string; failedText: string };

export function JobRetryButton({ target, label, confirmText, failedText }: Props) {
  const { busy, error, post } = useAdminPost(failedText);

  async function retry() {
    await post('/api/admin/jobs/retry/', target, confirmText);
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
