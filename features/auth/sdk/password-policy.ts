// The provider's password policy through the SDK (GET /v2/passwordPolicy, cached by the SDK and
// here). The emulator and projects without a policy answer with an error: null, and sign-up
// applies its baseline (baseline-password.ts).
import { policyFromSdk, type PasswordPolicy } from '@/lib/auth/password-policy';
import type { AuthKit } from './kit';

const cache = new WeakMap<AuthKit['auth'], Promise<PasswordPolicy | null>>();

async function fetchPolicy(kit: AuthKit): Promise<PasswordPolicy | null> {
  try {
    const status = await kit.sdk.validatePassword(kit.auth, '');
    return policyFromSdk(status.passwordPolicy);
  } catch {
    return null;
  }
}

/** The cached policy; `refresh` after the server refused a password for not meeting requirements. */
export function loadPasswordPolicy(
  kit: AuthKit,
  options: { refresh?: boolean } = {},
): Promise<PasswordPolicy | null> {
  const cached = cache.get(kit.auth);
  if (cached && !options.refresh) return cached;
  const next = fetchPolicy(kit);
  cache.set(kit.auth, next);
  return next;
}
