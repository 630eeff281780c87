'use client';

import { useCallback, useState } from 'react';
import { useBotCheckConfig } from '@/components/bot-check/bot-check-api';
import { BotCheckWidget } from '@/components/bot-check/bot-check-widget';

/**
 * The bot check of one form (scope as the server names it: 'sign_up', 'reset'). `ready` is false
 * only while a configured provider has not given a token yet. Tokens are single-use, so `renew`
 * after every request mounts a fresh challenge.
 */
export function useBotCheck(action: string) {
  const { data: config } = useBotCheckConfig();
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const required = config !== undefined && config.provider !== null;
  const renew = useCallback(() => {
    setToken(null);
    setRound((n) => n + 1);
  }, []);
  return {
    widget: <BotCheckWidget key={round} action={action} onToken={setToken} />,
    token,
    ready: !required || token !== null,
    renew,
  };
}
