// The bot-check configuration the server runs with (fetched only where a widget is mounted).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const configSchema = z.union([
  z.object({ provider: z.enum(['turnstile', 'recaptcha']), siteKey: z.string().check(z.minLength(1)) }),
  z.object({ provider: z.null() }),
]);
export type BotCheckClientConfig = z.infer<typeof configSchema>;

export const botCheckConfigQuery = queryOptions({
  queryKey: ['bot-check-config'],
  queryFn: async () => {
    const response = await fetch('/api/bot-check/config/', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`bot-check config ${response.status}`);
    return configSchema.parse(await response.json());
  },
  staleTime: 5 * 60_000,
});

export const useBotCheckConfig = () => useQuery(botCheckConfigQuery);

/** Header to send the widget's token with a protected request (matches lib/bot-check/config.ts). */
export function botCheckHeaders(token: string | null): Record<string, string> {
  return token ? { 'X-Bot-Check-Token': token } : {};
}
