import 'server-only';
// Which bot check runs, by configuration. Without a provider and both keys it is off (the embedded
// default) and the rate limits alone protect the expensive endpoints.
import type { Env } from '../env';

export type BotCheckProvider = 'turnstile' | 'recaptcha';

export interface BotCheckConfig {
  provider: BotCheckProvider;
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** reCAPTCHA v3 only: scores below this count as bots. */
  minScore: number;
}

/** What the browser may know: the provider and the public site key. */
export type PublicBotCheckConfig = { provider: BotCheckProvider; siteKey: string } | { provider: null };

export const siteverifyUrls: Record<BotCheckProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** The request header the browser sends the widget's token in (works for any body format). */
export const botCheckTokenHeader = 'x-bot-check-token';

type BotCheckEnv = Pick<
  Env,
  | 'BOT_CHECK_PROVIDER'
  | 'BOT_CHECK_SITE_KEY'
  | 'BOT_CHECK_SECRET_KEY'
  | 'BOT_CHECK_VERIFY_URL'
  | 'BOT_CHECK_MIN_SCORE'
>;

export function botCheckConfig(e: BotCheckEnv): BotCheckConfig | null {
  const provider = e.BOT_CHECK_PROVIDER;
  if (!provider || !e.BOT_CHECK_SITE_KEY || !e.BOT_CHECK_SECRET_KEY) return null;
  return {
    provider,
    siteKey: e.BOT_CHECK_SITE_KEY,
    secretKey: e.BOT_CHECK_SECRET_KEY,
    verifyUrl: e.BOT_CHECK_VERIFY_URL ?? siteverifyUrls[provider],
    minScore: e.BOT_CHECK_MIN_SCORE,
  };
}

export function publicBotCheckConfig(config: BotCheckConfig | null): PublicBotCheckConfig {
  return config ? { provider: config.provider, siteKey: config.siteKey } : { provider: null };
}
