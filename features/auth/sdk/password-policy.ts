// The provider's password policy through the SDK (GET /v2/passwordPolicy, cached by the SDK and
// here). The emulator and projects without a policy answer with an error: the default applies.
import { defaultPasswordPolicy, policyFromSdk, type PasswordPolicy } from '../../../lib/auth/password-policy';
import type { AuthKit } from './kit';

const cache = new WeakMap<AuthKit['auth'], Promise<PasswordPolicy>>();

async function fetchPolicy(kit: AuthKit): Promise<PasswordPolicy> {
  try {
    const status = await kit.sdk.validatePassword(kit.auth, '');
    return policyFromSdk(status.passwordPolicy);
  } catch {
    return defaultPasswordPolicy;
  }
}

/** The cached policy; `refresh` after the server refused a password for not meeting requirements. */
export function loadPasswordPolicy(
  kit: AuthKit,
  options: { refresh?: boolean } = {},
): Promise<PasswordPolicy> {
  const cached = cache.get(kit.auth);
  if (cached && !options.refresh) return cached;
  const next = fetchPolicy(kit);
  cache.set(kit.auth, next);
  return next;
}
