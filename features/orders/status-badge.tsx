'use client';

import { CheckCircle2, CircleAlert, Clock, Loader2, RotateCcw, TimerOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { OrderStatus } from './api/order';

const look: Record<OrderStatus, { icon: typeof Clock; tone: string; spin?: boolean }> = {
  pending: { icon: Clock, tone: 'bg-canvas text-ink-soft border-line' },
  paid: { icon: Loader2, tone: 'bg-accent-soft text-accent-strong border-accent/30', spin: true },
  rendering: { icon: Loader2, tone: 'bg-accent-soft text-accent-strong border-accent/30', spin: true },
  ready: { icon: CheckCircle2, tone: 'bg-success/10 text-success border-success/30' },
  failed: { icon: CircleAlert, tone: 'bg-danger/10 text-danger border-danger/30' },
  refunded: { icon: RotateCcw, tone: 'bg-canvas text-ink-soft border-line' },
  expired: { icon: TimerOff, tone: 'bg-canvas text-ink-soft border-line' },
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders');
  const { icon: Icon, tone, spin } = look[status];
  return (
    <span
      className={`inline-flex items-center gap-2 self-start rounded-full border px-3 py-1 text-sm font-semibold ${tone}`}
      data-testid="order-status"
      data-status={status}
    >
      <Icon aria-hidden className={`size-4 ${spin ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {t(`status.${status}`)}
    </span>
  );
}
