'use client';

import { useCallback, useEffect, useState } from 'react';
import { defaultPasswordPolicy, type PasswordPolicy } from '../../lib/auth/password-policy';
import type { AuthKit } from './sdk/kit';
import { loadPasswordPolicy } from './sdk/password-policy';

/** The provider's policy (the default until it is known); `refresh` after a server refusal. */
export function usePasswordPolicy(kit: AuthKit | null) {
  const [policy, setPolicy] = useState<PasswordPolicy>(defaultPasswordPolicy);
  useEffect(() => {
    if (kit) void loadPasswordPolicy(kit).then(setPolicy);
  }, [kit]);
  const refresh = useCallback(() => {
    if (kit) void loadPasswordPolicy(kit, { refresh: true }).then(setPolicy);
  }, [kit]);
  return { policy, refresh };
}
