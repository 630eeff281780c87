// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyEvents } from './early-events';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A part of the page the holder watches, with a button, a checkbox and a select in it. */
function part() {
  document.body.innerHTML = `
    <div data-part><button>Go</button><input type="checkbox" /><select><option value="a">a</option><option value="b">b</option></select></div>
    <button id="outside">Elsewhere</button>`;
  const q = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  return {
    button: q<HTMLButtonElement>('[data-part] button'),
    box: q<HTMLInputElement>('[data-part] input'),
    select: q<HTMLSelectElement>('[data-part] select'),
    outside: q<HTMLButtonElement>('#outside'),
  };
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('holdEarlyEvents', () => {
  it('holds a click inside the part, tells at once, and clicks again once the part is ready', async () => {
    const { button, outside } = part();
    const ready = deferred();
    const onEvent = vi.fn();
    stop = holdEarlyEvents('[data-part]', ready.promise, onEvent);
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).textContent ?? ''));
    button.click();
    outside.click();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(['Elsewhere']);
    ready.resolve();
    await ready.promise;
    await Promise.resolve();
    expect(clicks).toEqual(['Elsewhere', 'Go']);
    // Held no longer: a later click goes straight through, once.
    button.click();
    expect(clicks).toEqual(['Elsewhere', 'Go', 'Go']);
  });

  it('keeps a checkbox as it was until its click plays again', async () => {
    const { box } = part();
    const ready = deferred();
    stop = holdEarlyEvents('[data-part]', ready.promise, () => undefined);
    box.click();
    expect(box.checked).toBe(false);
    ready.resolve();
    await ready.promise;
    await Promise.resolve();
    expect(box.checked).toBe(true);
  });

  it("plays a select's change again with the value chosen, even if the part reset it meanwhile", async () => {
    const { select } = part();
    const ready = deferred();
    stop = holdEarlyEvents('[data-part]', ready.promise, () => undefined);
    const seen: string[] = [];
    document.addEventListener('change', (e) => seen.push((e.target as HTMLSelectElement).value));
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    select.value = 'a';
    ready.resolve();
    await ready.promise;
    await Promise.resolve();
    expect(seen).toEqual(['b']);
  });

  it('forgets what it held when stopped', async () => {
    const { button } = part();
    const ready = deferred();
    stop = holdEarlyEvents('[data-part]', ready.promise, () => undefined);
    const clicks = vi.fn();
    document.addEventListener('click', clicks);
    button.click();
    stop();
    ready.resolve();
    await ready.promise;
    await Promise.resolve();
    expect(clicks).not.toHaveBeenCalled();
  });
});
