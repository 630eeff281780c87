// The guard route handlers call: a free quota per client IP first, then a verified bot-check token.
// Not configured (the embedded default) → always passes, and the rate limits protect us.
import { env } from '../env';
import { apiError } from '../http/api-error';
import { clientKey, MemoryRateLimitStore, sharedRateLimitStore, type RateLimitStore } from '../rate-limit';
import { botCheckConfig, botCheckTokenHeader, type BotCheckConfig } from './config';
import { verifyBotCheck } from './verify';

export interface RequireBotCheckOptions {
  /** Counter name and the widget's action (letters and _ only, as reCAPTCHA requires): 'preview', 'tts', 'sign_up', 'reset', 'checkout'. */
  scope: string;
  /** Requests per client IP that need no token (the free quota); 0 asks for a token every time. */
  after?: number;
  /** The free quota refills over this many minutes. */
  windowMinutes?: number;
}

interface Deps {
  config: BotCheckConfig | null;
  store: RateLimitStore;
  fetch?: typeof fetch;
  now: () => number;
}

const slot = globalThis as typeof globalThis & { __greetingStudioBotCheck?: Deps };

function deps(): Deps {
  slot.__greetingStudioBotCheck ??= {
    config: botCheckConfig(env()),
    // The free quota counts in the rate limits' store: with RATE_LIMIT_STORE=postgres every
    // instance sees the same count, so a client cannot take the quota once per instance.
    store: sharedRateLimitStore(),
    now: Date.now,
  };
  return slot.__greetingStudioBotCheck;
}

/** Tests install a config, a store, a stand-in siteverify fetch and a clock; undefined restores the default. */
export function setBotCheckDeps(next: Partial<Deps> | undefined): void {
  slot.__greetingStudioBotCheck = next
    ? { config: null, store: new MemoryRateLimitStore(), now: Date.now, ...next }
    : undefined;
}

/**
 * null when the request may go on; otherwise the response to send (403 `bot-check` with the
 * reason, or 503 when the provider cannot be reached). Usage in a route handler:
 *   const botCheck = await requireBotCheck(request, { scope: 'preview', after: 20 });
 *   if (botCheck) return botCheck;
 */
export async function requireBotCheck(
  request: Request,
  options: RequireBotCheckOptions,
): Promise<Response | null> {
  const { config, store, now, fetch } = deps();
  if (!config) return null;
  const ip = clientKey(request.headers);
  const after = options.after ?? 0;
  if (after > 0) {
    const rule = { capacity: after, refillPerMinute: after / (options.windowMinutes ?? 60) };
    const free = await store.consume(`bot-check:${options.scope}:${ip}`, rule, now());
    if (free.allowed) return null;
  }
  const result = await verifyBotCheck(request.headers.get(botCheckTokenHeader), ip, {
    config,
    action: options.scope,
    fetch,
  });
  if (result.ok) return null;
  if (result.reason === 'unavailable') {
    return apiError(503, 'bot-check', 'The security check is unavailable; please try again shortly.', {
      headers: { 'Retry-After': '10' },
      details: { reason: result.reason },
    });
  }
  return apiError(403, 'bot-check', 'Please complete the security check.', {
    details: { reason: result.reason, provider: config.provider, siteKey: config.siteKey },
  });
}
