import type { KeyboardEvent } from 'react';

const steps: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys that move focus through a radio group without choosing (Space or Enter chooses).
 * Native radios choose on every arrow step; while a choice asks before replacing the visitor's
 * text, that would ask once per option passed on the way to the one they want.
 */
export function focusWithoutChoosing(event: KeyboardEvent<HTMLInputElement>, choose: () => void): void {
  const radio = event.currentTarget;
  if (event.key === 'Enter') {
    event.preventDefault();
    if (!radio.checked) choose();
    return;
  }
  const step = steps[event.key];
  if (!step) return;
  event.preventDefault();
  const scope = radio.closest('fieldset') ?? radio.ownerDocument;
  const group = [...scope.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter(
    (r) => r.name === radio.name && !r.disabled,
  );
  const index = group.indexOf(radio);
  group[(index + step + group.length) % group.length]?.focus();
}
