'use client';
// The account's "Phone systems" section: connect a target with the fields it documents (the
// secret typed once, checked by the target, then sealed on our server and never shown again),
// see each connection (and one the target refused), disconnect.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PhoneCall, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from '@/components/status/load-error';
import { connectionsQuery, refusal, Refused, type Connections } from './connections-query';
import { OAuthConnect, OAuthResultNotice } from './oauth-connect';

const inputClass =
  'mt-1 block w-full rounded-control border border-line bg-paper px-3 py-2 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent-soft';

/** Open while nothing is connected; folded once a connection exists (one click to add another). */
function ConnectForm({ target, open }: { target: Connections['targets'][number]; open: boolean }) {
  const t = useTranslations('delivery');
  const id = useId();
  const client = useQueryClient();
  const [label, setLabel] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const connect = useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/delivery/connections/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target: target.id, label: label.trim() || t(`targets.${target.id}`), fields }),
      });
      if (!response.ok) throw await refusal(response);
    },
    onSuccess: () => {
      // The secret leaves the page's state as soon as the server has it.
      setFields({});
      setLabel('');
      return client.invalidateQueries({ queryKey: connectionsQuery.queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  const reason = connect.error ? (connect.error instanceof Refused ? connect.error.reason : 'other') : null;
  return (
    <details className="rounded-card border border-line p-3" open={open} data-testid={`connect-${target.id}`}>
      <summary className="cursor-pointer text-sm font-semibold">
        {t('phoneSystems.connectTo', { target: t(`targets.${target.id}`) })}
      </summary>
      <form className="mt-3 flex flex-col gap-3" onSubmit={submit}>
        <p className="text-sm text-ink-soft">{t(`connect.${target.id}.help`)}</p>
        {target.externalId ? (
          // Amazon Connect: the role must trust this id before connect can assume it.
          <div className="rounded-control border border-line bg-canvas p-3 text-sm" data-testid="external-id">
            <p className="font-medium">{t('connect.amazon-connect.externalId')}</p>
            <code className="mt-1 block select-all break-all font-mono text-ink">{target.externalId}</code>
            <p className="mt-2 text-ink-soft">{t('connect.amazon-connect.trustHint')}</p>
          </div>
        ) : null}
        <label className="text-sm font-medium" htmlFor={`${id}-label`}>
          {t('phoneSystems.label')}
          <input
            id={`${id}-label`}
            className={inputClass}
            value={label}
            maxLength={60}
            onChange={(e) => setLabel(e.target.value)}
            placeholder={t(`targets.${target.id}`)}
          />
        </label>
        {target.fields.map((field) => (
          <label key={field.name} className="text-sm font-medium" htmlFor={`${id}-${field.name}`}>
            {/* Each target's own labels: registry.test.ts checks they exist for every field it asks. */}
            {t(`connect.${target.id}.${field.label}` as Parameters<typeof t>[0])}
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              className={`${inputClass} font-mono`}
              type={field.secret ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              required={!field.optional}
              maxLength={300}
              value={fields[field.name] ?? ''}
              onChange={(e) => setFields((f) => ({ ...f, [field.name]: e.target.value }))}
            />
          </label>
        ))}
        <button
          type="submit"
          className="btn-primary self-start"
          disabled={connect.isPending}
          aria-busy={connect.isPending}
        >
          <PhoneCall aria-hidden className="size-4" />
          {connect.isPending ? t('phoneSystems.connecting') : t('phoneSystems.connect')}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={`text-sm ${reason ? 'text-danger' : 'text-success'}`}
          data-testid="connect-result"
        >
          {reason
            ? reason === 'other'
              ? t('phoneSystems.connectError')
              : t(`errors.${reason}`)
            : connect.isSuccess
              ? t('phoneSystems.connected')
              : ''}
        </p>
      </form>
    </details>
  );
}

function ConnectionRow({ connection }: { connection: Connections['connections'][number] }) {
  const t = useTranslations('delivery');
  const client = useQueryClient();
  const disconnect = useMutation({
    mutationFn: async () => {
      const response = await fetch(`/api/delivery/connections/${encodeURIComponent(connection.id)}/`, {
        method: 'DELETE',
      });
      if (!response.ok && response.status !== 404) throw new Error(`disconnect ${response.status}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: connectionsQuery.queryKey }),
  });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line p-3"
      data-testid="connection"
    >
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">{connection.label}</span>
        <span className="text-sm text-ink-muted">{t(`targets.${connection.target}`)}</span>
        {connection.status === 'revoked' ? (
          <span className="text-sm text-warning" data-testid="connection-revoked">
            {t('phoneSystems.revoked')}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className="btn-secondary text-sm"
        onClick={() => disconnect.mutate()}
        disabled={disconnect.isPending}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('phoneSystems.disconnect')}
      </button>
      {disconnect.isError ? (
        <p className="w-full text-sm text-danger">{t('phoneSystems.disconnectError')}</p>
      ) : null}
    </li>
  );
}

export function PhoneSystems() {
  const t = useTranslations('delivery');
  const query = useQuery(connectionsQuery);
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="account-phone-systems"
      data-testid="phone-systems"
    >
      <h3 id="account-phone-systems" className="text-base font-semibold">
        {t('phoneSystems.title')}
      </h3>
      <p className="text-sm text-ink-soft">{t('phoneSystems.intro')}</p>
      <OAuthResultNotice targetName={t('targets.ringcentral')} />
      {query.isPending ? (
        <div className="h-16 animate-pulse rounded-card bg-line/60 motion-reduce:animate-none" aria-hidden />
      ) : query.isError ? (
        <LoadError
          message={t('phoneSystems.loadError')}
          retryLabel={t('phoneSystems.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          {query.data.connections.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('phoneSystems.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {query.data.connections.map((c) => (
                <ConnectionRow key={c.id} connection={c} />
              ))}
            </ul>
          )}
          {query.data.targets.map((target) =>
            target.kind === 'oauth' ? (
              <OAuthConnect key={target.id} target={target} open={query.data.connections.length === 0} />
            ) : (
              <ConnectForm key={target.id} target={target} open={query.data.connections.length === 0} />
            ),
          )}
        </>
      )}
    </section>
  );
}
