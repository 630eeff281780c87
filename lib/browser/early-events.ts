// Server-rendered HTML can be clicked before its code has hydrated it. React drops such a click
// (it stops the event on a Suspense boundary that cannot hydrate at once) while the browser still
// does its default (a checkbox toggles), so the page and its state disagree. A part that hydrates
// late holds those events here and plays them again once it can act.

const types = ['click', 'input', 'change'] as const;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A held event; a field's value as it was then (the part's first render may reset the field). */
type Held = { type: (typeof types)[number]; target: Element; value?: string };

/** A field whose value the visitor sets (a checkbox or radio button changes by its click). */
function valueField(target: Element): Field | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio')
    return target;
  return null;
}

/** Set a field's value so that React's change tracking sees it as new (as a keystroke would). */
function replayValue(field: Field, value: string, type: string) {
  const proto = Object.getPrototypeOf(field) as object;
  // React watches the element's own `value` property: through it the tracker learns another
  // value, then the prototype's setter puts the visitor's one in place without telling it.
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

function replay({ type, target, value }: Held) {
  if (!target.isConnected) return;
  if (type === 'click') {
    if (target instanceof HTMLElement) target.click();
    return;
  }
  const field = valueField(target);
  if (field && value !== undefined) replayValue(field, value, type);
}

/**
 * Hold clicks and value changes made inside `host` (a selector: the part may not be in the page
 * yet) until `ready` resolves, then play them again in order (a click once more, a field's value
 * as a change). `onEvent` hears each one at once (the part starts loading). Returns a function
 * that stops holding and forgets what was held.
 */
export function holdEarlyEvents(host: string, ready: Promise<unknown>, onEvent: () => void): () => void {
  const held: Held[] = [];
  let active = true;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(host)) return;
    onEvent();
    // A click's default (a checkbox's toggle, a label's click on its field) waits for the replay.
    if (event.type === 'click') event.preventDefault();
    event.stopImmediatePropagation();
    // The last value of a field is what counts; a field typed into many times replays once.
    const known = held.findIndex((h) => h.type !== 'click' && h.type === event.type && h.target === target);
    if (known >= 0) held.splice(known, 1);
    held.push({ type: event.type as Held['type'], target, value: valueField(target)?.value });
  };
  // On the window, capturing: before React's own listener on the document sees (and drops) them.
  for (const type of types) window.addEventListener(type, hold, true);
  const stop = () => {
    active = false;
    for (const type of types) window.removeEventListener(type, hold, true);
  };
  void ready.then(() => {
    if (!active) return;
    stop();
    for (const event of held.splice(0)) replay(event);
  });
  return () => {
    stop();
    held.length = 0;
  };
}
