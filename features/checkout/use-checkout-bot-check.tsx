'use client';

import { useCallback, useRef, useState } from 'react';
import { useBotCheckConfig } from '@/components/bot-check/bot-check-api';
import { BotCheckWidget } from '@/components/bot-check/bot-check-widget';

/**
 * The checkout's bot check (server scope 'checkout', required for every order when a provider is
 * configured). `ready` is false only while a configured provider has not given a token yet;
 * tokens are single-use, so `renew` after every attempt mounts a fresh challenge. `tokenRef`
 * serves PayPal's callbacks, which keep the closure of their first render.
 * (The auth forms have their own copy of this small hook: features do not import each other.)
 */
export function useCheckoutBotCheck() {
  const { data: config } = useBotCheckConfig();
  const [token, setToken] = useState<string | null>(null);
  const tokenRef = useRef<string | null>(null);
  const [round, setRound] = useState(0);
  const required = config !== undefined && config.provider !== null;
  const onToken = useCallback((next: string | null) => {
    tokenRef.current = next;
    setToken(next);
  }, []);
  const renew = useCallback(() => {
    tokenRef.current = null;
    setToken(null);
    setRound((n) => n + 1);
  }, []);
  return {
    widget: <BotCheckWidget key={round} action="checkout" onToken={onToken} />,
    token,
    tokenRef,
    ready: !required || token !== null,
    renew,
  };
}
