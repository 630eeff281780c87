'use client';

// The bot-check challenge for a protected form (sign-up, password reset, checkout, studio after its
// free quota). Renders nothing and loads nothing unless the server has a provider configured; the
// provider's script is fetched only when this component mounts.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useBotCheckConfig, type BotCheckClientConfig } from './bot-check-api';
import { loadScript } from './load-script';

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}
interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
type ProviderWindow = Window & { turnstile?: TurnstileApi; grecaptcha?: RecaptchaApi };

/** reCAPTCHA v3 tokens expire after two minutes; a fresh one is fetched before that. */
const recaptchaRefreshMs = 100_000;

export interface BotCheckWidgetProps {
  /** The server's scope for this form: 'sign_up', 'reset', 'checkout', 'preview' (letters and _ only). */
  action: string;
  /** A token to send in the X-Bot-Check-Token header (botCheckHeaders), or null when it expired or failed. */
  onToken: (token: string | null) => void;
}

export function BotCheckWidget({ action, onToken }: BotCheckWidgetProps) {
  const { data: config } = useBotCheckConfig();
  if (!config || config.provider === null) return null;
  return <ProviderWidget config={config} action={action} onToken={onToken} />;
}

function ProviderWidget({
  config,
  action,
  onToken,
}: BotCheckWidgetProps & { config: Exclude<BotCheckClientConfig, { provider: null }> }) {
  const t = useTranslations('botCheck');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tokenCallback = useRef(onToken);
  useEffect(() => {
    tokenCallback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    const w = window as ProviderWindow;
    const emit = (token: string | null) => {
      if (!cancelled) tokenCallback.current(token);
    };
    const fail = () => {
      if (cancelled) return;
      setFailed(true);
      tokenCallback.current(null);
    };
    let cleanup = () => {};

    if (config.provider === 'turnstile') {
      loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit').then(() => {
        if (cancelled || !w.turnstile || !container.current) return fail();
        const id = w.turnstile.render(container.current, {
          sitekey: config.siteKey,
          action,
          callback: (token: string) => emit(token),
          'expired-callback': () => emit(null),
          'error-callback': fail,
        });
        cleanup = () => w.turnstile?.remove(id);
      }, fail);
    } else {
      const refresh = () => {
        w.grecaptcha?.ready(() => {
          w.grecaptcha?.execute(config.siteKey, { action }).then(emit, fail);
        });
      };
      loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(config.siteKey)}`).then(
        () => {
          if (cancelled || !w.grecaptcha) return fail();
          refresh();
          const timer = setInterval(refresh, recaptchaRefreshMs);
          cleanup = () => clearInterval(timer);
        },
        fail,
      );
    }
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [config.provider, config.siteKey, action, attempt]);

  return (
    <div className="grid gap-2" data-testid="bot-check" data-provider={config.provider}>
      <div ref={container} aria-label={t('label')} role="group" />
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('loadError')}{' '}
          <button
            type="button"
            className="underline underline-offset-2"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
