// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyEvents } from '@/lib/browser/early-events';

// lib/browser/early-events.ts with React itself: a field typed into before it hydrated (what the
// IVR builder's server HTML meets, lazy-ivr-builder.tsx). Here, as lib/ holds no React.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('holdEarlyEvents with React', () => {
  it("types into a React field what the visitor typed before it hydrated (React's change tracking)", async () => {
    const container = document.createElement('div');
    container.setAttribute('data-part', '');
    document.body.append(container);
    let resolve = () => {};
    const ready = { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    const changes: string[] = [];
    function Field() {
      const [value, setValue] = useState('');
      return (
        <input
          value={value}
          onChange={(e) => {
            changes.push(e.currentTarget.value);
            setValue(e.currentTarget.value);
          }}
        />
      );
    }
    container.innerHTML = renderToString(<Field />);
    stop = holdEarlyEvents('[data-part]', ready.promise, () => undefined);
    const input = container.querySelector('input')!;
    // Typed into the server's HTML before the code came.
    input.value = 'Acme';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydrating, React takes the typed value for the one it knows: a plain event would not count.
    const root = await act(async () => hydrateRoot(container, <Field />));
    expect(changes).toEqual([]);
    await act(async () => {
      ready.resolve();
      await ready.promise;
    });
    expect(changes).toEqual(['Acme']);
    expect(input.value).toBe('Acme');
    act(() => root.unmount());
  });
});
