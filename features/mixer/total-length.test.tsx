// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import { StoreProvider } from '@/stores/store-provider';
import { TotalLength } from './total-length';

// A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when the
// length comes into view.
let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
    // Like the browser: one report right after observe(), here out of view.
    queueMicrotask(() =>
      this.entry.callback([{ isIntersecting: false, target } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  disconnect() {
    this.entry.targets = [];
  }
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLength() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <StoreProvider locale="en">
        <TotalLength />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('total-length');
}

/** The engine's chunk is a dynamic import: give it every chance to arrive if it was asked for. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => import('@/lib/tts/text/spoken-length').then(() => undefined));
}

describe('<TotalLength /> (#29: the engines\' text pipeline loads only when needed)', () => {
  it('keeps the rough estimate while the length is out of view and nobody has touched the page', async () => {
    const length = renderLength();
    await settle();
    expect(length).toHaveAttribute('data-estimator', 'deferred');
    expect(observed.flatMap((o) => o.targets)).toEqual([length]);
  });

  it('loads the engine estimate when the length comes into view', async () => {
    const length = renderLength();
    await waitFor(() => expect(length).toHaveAttribute('data-estimator', 'deferred'));
    const [entry] = observed;
    act(() =>
      entry?.callback([{ isIntersecting: true, target: length } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    await waitFor(() => expect(length).toHaveAttribute('data-estimator', 'engine'));
    expect(observed.flatMap((o) => o.targets)).toEqual([]);
  });

  it('loads the engine estimate at the first key press anywhere on the page', async () => {
    const length = renderLength();
    await settle();
    expect(length).toHaveAttribute('data-estimator', 'deferred');
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(length).toHaveAttribute('data-estimator', 'engine'));
  });
});
