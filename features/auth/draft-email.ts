'use client';

import { useCallback, useState } from 'react';

// The email typed in the sign-in panel, kept while the panel is closed: a closed panel unmounts
// its content, and a visitor who pressed Escape to look something up should not type it again.
// Browser memory of this tab only (the panel never renders on the server); never the password.
let draft = '';

/** The panel's email field state, starting from what was typed before it closed. */
export function useDraftEmail(): [string, (email: string) => void] {
  const [email, setEmail] = useState(draft);
  const update = useCallback((next: string) => {
    draft = next;
    setEmail(next);
  }, []);
  return [email, update];
}

/** Forget the typed email (once signed in it has done its job). */
export function clearDraftEmail(): void {
  draft = '';
}
