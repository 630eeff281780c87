import 'server-only';
// Server-side verification of a bot-check token with the provider's siteverify endpoint
// (Turnstile and reCAPTCHA share the protocol: form-encoded secret, response, remoteip).
import { z } from 'zod';
import type { BotCheckConfig } from './config';

export type BotCheckResult =
  | { ok: true; skipped: boolean }
  | { ok: false; reason: 'missing-token' | 'rejected' | 'low-score' | 'wrong-action' | 'unavailable' };

const siteverifyResponse = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
  /** reCAPTCHA v3: 1.0 is very likely a human. */
  score: z.number().optional(),
  action: z.string().optional(),
});

export interface VerifyOptions {
  /** null: bot check not configured, every request passes. */
  config: BotCheckConfig | null;
  /** The action the widget ran (reCAPTCHA v3 and Turnstile report it back); checked when given. */
  action?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const maxTokenLength = 4096;

export async function verifyBotCheck(
  token: string | null | undefined,
  ip: string | null | undefined,
  options: VerifyOptions,
): Promise<BotCheckResult> {
  const { config } = options;
  if (!config) return { ok: true, skipped: true };
  if (!token || token.length > maxTokenLength) return { ok: false, reason: 'missing-token' };

  const form = new URLSearchParams({ secret: config.secretKey, response: token });
  if (ip && isIpAddress(ip)) form.set('remoteip', ip);
  let raw: unknown;
  try {
    const response = await (options.fetch ?? fetch)(config.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    raw = await response.json();
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const parsed = siteverifyResponse.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'unavailable' };
  const result = parsed.data;
  if (!result.success) return { ok: false, reason: 'rejected' };
  if (options.action && result.action !== undefined && result.action !== options.action) {
    return { ok: false, reason: 'wrong-action' };
  }
  if (config.provider === 'recaptcha' && (result.score ?? 0) < config.minScore)
    return { ok: false, reason: 'low-score' };
  return { ok: true, skipped: false };
}

function isIpAddress(value: string): boolean {
  return /^[\d.]{7,15}$/.test(value) || /^[\da-f:]{2,39}$/i.test(value);
}
