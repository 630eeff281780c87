'use client';
// The order page's "Send to <connection>": the whole order, an IVR set (one prompt per menu
// prompt, in call order) or one file, into a phone system the signed-in owner connected. Each
// delivery shows its state, the target's own id or URL, and the translated reason of a refusal.
// Shown only to the order's signed-in owner (the deliveries route answers 404 to anyone else).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Loader2, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import * as z from 'zod/mini';
import { connectionsQuery, errorCodes } from './connections-query';

const deliveriesSchema = z.object({
  deliveries: z.array(
    z.object({
      id: z.string(),
      connectionId: z.string(),
      displayName: z.string(),
      state: z.enum(['queued', 'sending', 'delivered', 'failed']),
      remoteId: z.nullable(z.string()),
      remoteUrl: z.nullable(z.string()),
      errorCode: z.nullable(z.enum(errorCodes)),
    }),
  ),
});
type Delivery = z.infer<typeof deliveriesSchema>['deliveries'][number];

export type SendScope = { kind: 'order' } | { kind: 'item'; itemId: string } | { kind: 'set'; setId: string };
export type SendItem = { id: string; label: string };
export type SendSet = { id: string; position: number };

const busy = (d: Delivery) => d.state === 'queued' || d.state === 'sending';

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const t = useTranslations('delivery.send');
  const tErrors = useTranslations('delivery.errors');
  const Icon =
    delivery.state === 'delivered' ? CheckCircle2 : delivery.state === 'failed' ? CircleAlert : Loader2;
  return (
    <li
      className="flex flex-col gap-0.5 rounded-control border border-line p-3 text-sm"
      data-testid="delivery"
      data-state={delivery.state}
    >
      <span className="flex items-center gap-2 font-semibold">
        <Icon
          aria-hidden
          className={`size-4 shrink-0 ${busy(delivery) ? 'animate-spin motion-reduce:animate-none' : ''} ${delivery.state === 'failed' ? 'text-danger' : delivery.state === 'delivered' ? 'text-success' : 'text-ink-muted'}`}
        />
        <span className="min-w-0 break-all">{delivery.displayName}</span>
        <span className="ml-auto shrink-0 font-normal text-ink-soft">{t(`states.${delivery.state}`)}</span>
      </span>
      {delivery.remoteId ? (
        <span className="break-all font-mono text-xs text-ink-muted" data-testid="delivery-remote-id">
          {t('remoteId', { id: delivery.remoteId })}
        </span>
      ) : null}
      {delivery.remoteUrl ? (
        <span className="break-all font-mono text-xs text-ink-muted">{delivery.remoteUrl}</span>
      ) : null}
      {delivery.errorCode && delivery.state !== 'delivered' ? (
        <span
          className={delivery.state === 'failed' ? 'text-danger' : 'text-ink-soft'}
          data-testid="delivery-error"
        >
          {tErrors(delivery.errorCode)}
        </span>
      ) : null}
    </li>
  );
}

export function SendPanel({ orderId, items, sets }: { orderId: string; items: SendItem[]; sets: SendSet[] }) {
  const t = useTranslations('delivery.send');
  const client = useQueryClient();
  const key = ['order-deliveries', orderId];
  const deliveries = useQuery({
    queryKey: key,
    queryFn: async () => {
      const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/deliveries/`, {
        cache: 'no-store',
      });
      // Not the signed-in owner: this panel is not theirs to show.
      if (response.status === 401 || response.status === 404) return null;
      if (!response.ok) throw new Error(`deliveries ${response.status}`);
      return deliveriesSchema.parse(await response.json()).deliveries;
    },
    // Follow a send until every file has an answer.
    refetchInterval: (query) => (query.state.data?.some(busy) ? 1500 : false),
  });
  const owner = deliveries.data !== null && deliveries.data !== undefined;
  const connections = useQuery({ ...connectionsQuery, enabled: owner });
  const [chosen, setChosen] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (scope: SendScope) => {
      const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/deliveries/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ connectionId: connection?.id, scope }),
      });
      if (!response.ok) throw new Error(`send ${response.status}`);
      return deliveriesSchema.parse(await response.json()).deliveries;
    },
    onSuccess: (rows) => client.setQueryData(key, rows),
  });
  if (!owner) return null;
  const active = connections.data?.connections.filter((c) => c.status === 'active') ?? [];
  const connection = active.find((c) => c.id === chosen) ?? active[0];
  const shown = (deliveries.data ?? []).filter((d) => !connection || d.connectionId === connection.id);
  const button = (scope: SendScope, label: string, testId: string) => (
    <button
      type="button"
      className="btn-secondary text-sm"
      disabled={!connection || send.isPending}
      onClick={() => send.mutate(scope)}
      data-testid={testId}
    >
      <Send aria-hidden className="size-4" />
      {label}
    </button>
  );
  const name = connection?.label ?? '';
  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-line bg-paper p-4 sm:p-6"
      aria-labelledby="send-title"
      data-testid="send-panel"
    >
      <h2 id="send-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-ink-soft">{t('intro')}</p>
      {connections.isSuccess && active.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="send-no-connection">
          {t('none')}
        </p>
      ) : null}
      {active.length > 1 ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('choose')}
          <select
            className="rounded-control border border-line bg-paper px-3 py-2"
            value={connection?.id}
            onChange={(e) => setChosen(e.target.value)}
          >
            {active.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {connection ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            {button({ kind: 'order' }, t('sendAll', { connection: name }), 'send-all')}
            {sets.map((set) => (
              <span key={set.id}>
                {button(
                  { kind: 'set', setId: set.id },
                  t('sendSet', { n: set.position + 1, connection: name }),
                  `send-set-${set.position + 1}`,
                )}
              </span>
            ))}
          </div>
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">{item.label}</span>
                {button(
                  { kind: 'item', itemId: item.id },
                  t('sendFile', { connection: name }),
                  `send-item-${item.id}`,
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('error')}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {shown.map((d) => (
            <DeliveryRow key={d.id} delivery={d} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
