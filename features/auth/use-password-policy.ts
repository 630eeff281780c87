'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PasswordPolicy } from '@/lib/auth/password-policy';
import type { AuthKit } from './sdk/kit';
import { loadPasswordPolicy } from './sdk/password-policy';

/** The provider's policy (null while unknown or when it has none); `refresh` after a server refusal. */
export function usePasswordPolicy(kit: AuthKit | null) {
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  useEffect(() => {
    if (kit) void loadPasswordPolicy(kit).then(setPolicy);
  }, [kit]);
  const refresh = useCallback(() => {
    if (kit) void loadPasswordPolicy(kit, { refresh: true }).then(setPolicy);
  }, [kit]);
  return { policy, refresh };
}
