'use client';
// Re-issues the order's Twilio addresses, then reloads the page, which renders the new ones.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';

export function ReissueButton({ orderId, token }: { orderId: string; token?: string }) {
  const t = useTranslations('delivery.twilio');
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  async function reissue() {
    setState('busy');
    const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/play-links/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(token ? { token } : {}),
    }).catch(() => null);
    if (!response?.ok) return setState('error');
    setState('done');
    router.refresh();
  }
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="self-start rounded-md border border-line px-3 py-1.5 text-sm hover:bg-canvas disabled:opacity-60"
        onClick={reissue}
        disabled={state === 'busy'}
        data-testid="twilio-reissue"
      >
        {t('reissue')}
      </button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {state === 'done' ? t('reissued') : state === 'error' ? t('reissueError') : t('reissueHelp')}
      </p>
    </div>
  );
}
