import 'server-only';
// Server side: the project's password policy, read like the browser's SDK reads it (GET
// /v2/passwordPolicy) so the sign-up route refuses exactly what the live hints refuse. The
// emulator and projects without a policy answer with an error: the default applies, as in the
// browser. Cached per process; a failure is retried sooner than a success is refreshed.
import { env } from '../env';
import { fetchPasswordPolicy, type ToolkitOptions } from './identity-toolkit';
import { defaultPasswordPolicy, policyFromRest, type PasswordPolicy } from './password-policy';

const freshForMs = 10 * 60_000;
const retryAfterFailureMs = 60_000;

let cached: { policy: PasswordPolicy; until: number } | null = null;

export async function projectPasswordPolicy(
  options: Partial<ToolkitOptions> & { now?: number } = {},
): Promise<PasswordPolicy> {
  const now = options.now ?? Date.now();
  if (cached && cached.until > now) return cached.policy;
  try {
    const raw = await fetchPasswordPolicy({
      env: options.env ?? env(),
      fetch: options.fetch,
      timeoutMs: 5000,
    });
    cached = { policy: policyFromRest(raw), until: now + freshForMs };
  } catch {
    cached = { policy: defaultPasswordPolicy, until: now + retryAfterFailureMs };
  }
  return cached.policy;
}

/** Forget the cached policy (after the provider refused a password; tests). */
export function resetPasswordPolicyCache(): void {
  cached = null;
}
