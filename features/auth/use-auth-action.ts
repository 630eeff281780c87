'use client';

import { useCallback, useState } from 'react';
import { presentAuthFailure, type ErrorMessage } from '@/lib/auth/route-errors';

/** Runs one async auth operation with pending state and the message for its error. */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const run = useCallback(
    async <T>(
      operation: () => Promise<T>,
      onError?: (code: string | null) => void,
    ): Promise<T | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await operation();
      } catch (failure) {
        const shown = presentAuthFailure(failure);
        if (shown.kind === 'message') {
          setError(shown.message);
          onError?.(shown.code);
        }
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { run, pending, error, setError };
}
