// Server side: the Identity Toolkit REST API for what firebase-admin cannot do with a public API
// key (send the password-reset email, read the project's password policy). Against the Auth
// emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else the real service.
import { z } from 'zod';
import type { Env } from '../env';

type ToolkitEnv = Pick<Env, 'FIREBASE_API_KEY' | 'FIREBASE_AUTH_EMULATOR_HOST'>;

export interface ToolkitOptions {
  env: ToolkitEnv;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Base of every endpoint: the emulator serves the same paths under its own host. */
export function identityToolkitBase(e: ToolkitEnv): string {
  return e.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${e.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
}

function endpoint(e: ToolkitEnv, path: string): string {
  return `${identityToolkitBase(e)}${path}?key=${encodeURIComponent(e.FIREBASE_API_KEY)}`;
}

/** The provider's error answer: { error: { code, message: 'EMAIL_NOT_FOUND' | 'TOO_MANY_ATTEMPTS_TRY_LATER : …' } }. */
const toolkitErrorSchema = z.object({ error: z.object({ message: z.string() }) });

export class ToolkitError extends Error {
  constructor(
    /** The provider's reason, e.g. EMAIL_NOT_FOUND; 'UNAVAILABLE' when it could not be reached. */
    readonly reason: string,
    readonly status: number,
  ) {
    super(`identity toolkit: ${reason} (${status})`);
    this.name = 'ToolkitError';
  }
}

async function call(url: string, init: RequestInit, options: ToolkitOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch {
    throw new ToolkitError('UNAVAILABLE', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const parsed = toolkitErrorSchema.safeParse(body);
  // "TOO_MANY_ATTEMPTS_TRY_LATER : details" → the reason before the colon.
  const reason = parsed.success ? (parsed.data.error.message.split(/\s*:/)[0] ?? '') : '';
  throw new ToolkitError(reason || 'UNAVAILABLE', response.status);
}

/**
 * accounts:sendOobCode with PASSWORD_RESET: the provider sends its reset email in `locale`.
 * An unknown email is not an error here (with email enumeration protection the provider says
 * nothing either); every other failure is thrown as a ToolkitError.
 */
export async function sendPasswordResetEmail(
  email: string,
  locale: string,
  options: ToolkitOptions,
): Promise<void> {
  try {
    await call(
      endpoint(options.env, '/v1/accounts:sendOobCode'),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Firebase-Locale': locale },
        body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
      },
      options,
    );
  } catch (error) {
    if (error instanceof ToolkitError && error.reason === 'EMAIL_NOT_FOUND') return;
    throw error;
  }
}

/** GET /v2/passwordPolicy: the raw policy (the caller reads it with policyFromRest). */
export function fetchPasswordPolicy(options: ToolkitOptions): Promise<unknown> {
  return call(endpoint(options.env, '/v2/passwordPolicy'), { method: 'GET' }, options);
}
