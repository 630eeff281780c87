'use client';
// Targets the customer connects by signing in there (RingCentral): a button to our start route,
// which sends them to the target and back to this page (its query too: the order page's id); and
// the notice of how that round trip ended, read once from `?phoneSystem=` (which also opens this
// panel, app/_components/lazy-panels.tsx) and then taken out of the address so a reload does not repeat it.
import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { oauthResult, type Connections, type OAuthResult } from './connections-query';

/** The sign-in button's label per OAuth target (each target's messages hold its own). */
const buttonKeys = { ringcentral: 'connect.ringcentral.button' } as const;

export function OAuthConnect({ target, open }: { target: Connections['targets'][number]; open: boolean }) {
  const t = useTranslations('delivery');
  const pathname = usePathname();
  const search = new URLSearchParams(useSearchParams()?.toString());
  search.delete('phoneSystem');
  const here = `${pathname || '/'}${search.size ? `?${search.toString()}` : ''}`;
  const href = `/api/delivery/oauth/${target.id}/start/?returnTo=${encodeURIComponent(here)}`;
  return (
    <details className="rounded-card border border-line p-3" open={open} data-testid={`connect-${target.id}`}>
      <summary className="cursor-pointer text-sm font-semibold">
        {t('phoneSystems.connectTo', { target: t(`targets.${target.id}`) })}
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-ink-soft">{t(`connect.${target.id}.help`)}</p>
        {/* A plain link: the start route answers with a redirect to the target's sign-in page. */}
        <a className="btn-primary self-start" href={href}>
          <LogIn aria-hidden className="size-4" />
          {target.id in buttonKeys
            ? t(buttonKeys[target.id as keyof typeof buttonKeys])
            : t('phoneSystems.connectTo', { target: t(`targets.${target.id}`) })}
        </a>
      </div>
    </details>
  );
}

export function OAuthResultNotice({ targetName }: { targetName: string }) {
  const t = useTranslations('delivery');
  const [result, setResult] = useState<OAuthResult | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const parsed = oauthResult.safeParse(url.searchParams.get('phoneSystem'));
    if (!url.searchParams.has('phoneSystem')) return;
    url.searchParams.delete('phoneSystem');
    window.history.replaceState(window.history.state, '', url);
    // Read from the address once after mount: the server never renders this notice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (parsed.success) setResult(parsed.data);
  }, []);
  if (!result) return null;
  const ok = result === 'connected';
  const text =
    result === 'connected'
      ? t('phoneSystems.oauthConnected', { target: targetName })
      : result === 'expired'
        ? t('phoneSystems.oauthExpired')
        : result === 'denied'
          ? t('phoneSystems.oauthDenied', { target: targetName })
          : t(`errors.${result}`);
  return (
    <p role="status" className={`text-sm ${ok ? 'text-success' : 'text-danger'}`} data-testid="oauth-result">
      {text}
    </p>
  );
}
