'use client';

import { useEffect, useRef, useState } from 'react';

/** A choice that would overwrite the visitor's text, waiting for their answer. */
export type ReplaceQuestion = {
  /** What would replace the text, e.g. "On-hold message · Friendly". */
  name: string;
  /** Says what "Keep my text" still does, when it does more than nothing. */
  keepNote?: string;
  /** Which of several places asked (the examples panel shows the question under its example). */
  source?: string;
  replace: () => void;
  /** Runs on "Keep my text"; without it keeping changes nothing. */
  keep?: () => void;
};

/**
 * The studio's one path for choices that overwrite a hand-edited text: untouched text is replaced
 * at once; edited text waits for the visitor's answer, and nothing changes before it (the picker
 * keeps showing what is applied). Focus goes back to the control that asked once answered, so a
 * keyboard user carries on where they were instead of at the top of the page.
 */
export function useReplaceGuard(edited: boolean) {
  const [pending, setPending] = useState<(ReplaceQuestion & { id: number }) | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const answered = useRef(false);

  const ask = (question: ReplaceQuestion) => {
    if (!edited) return question.replace();
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    // A new id remounts the question, so a second choice while it is open focuses it again.
    setPending((previous) => ({ ...question, id: (previous?.id ?? 0) + 1 }));
  };

  const answer = (replace: boolean) => {
    if (!pending) return;
    if (replace) pending.replace();
    else pending.keep?.();
    answered.current = true;
    setPending(null);
  };

  // After the answer has been rendered: the trigger may be gone (the examples panel closes).
  useEffect(() => {
    if (pending || !answered.current) return;
    answered.current = false;
    const element = trigger.current;
    trigger.current = null;
    if (element?.isConnected) element.focus();
  }, [pending]);

  return { pending, ask, answer };
}
