'use client';

import { useCallback, useState } from 'react';
import { presentAuthError, type AuthErrorCode } from '../../lib/auth/errors';

/** Runs one async auth operation with pending state and a message key for its error. */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const run = useCallback(
    async <T>(
      operation: () => Promise<T>,
      onError?: (code: AuthErrorCode | null) => void,
    ): Promise<T | undefined> => {
      setPending(true);
      setErrorKey(null);
      try {
        return await operation();
      } catch (error) {
        const shown = presentAuthError(error);
        if (shown.kind === 'message') {
          setErrorKey(shown.key);
          onError?.(shown.code);
        }
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { run, pending, errorKey, setErrorKey };
}
