// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVoices } from './voices-query';

const voice = {
  id: 'flite-rms',
  name: 'Robert',
  locale: 'en-US',
  gender: 'male',
  engine: 'flite',
  tier: 'standard' as const,
  sampleUrl: '/s/',
};

function Names() {
  const voices = useVoices();
  return (
    <p>{voices.data ? voices.data.map((v) => v.name).join(', ') : voices.isPending ? 'loading' : 'none'}</p>
  );
}

const tree = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Names />
  </QueryClientProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('useVoices', () => {
  it('hydrates as the server rendered it when the page cache already holds the list, then shows it', async () => {
    // The server had no list; in the browser another part of the page has fetched it already.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(new QueryClient()));
    document.body.append(container);
    expect(container.textContent).toBe('loading');

    const client = new QueryClient();
    client.setQueryData(['voices'], [voice]);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(client), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('Robert');
  });

  it('shows a cached list at once on a client render', () => {
    const client = new QueryClient();
    client.setQueryData(['voices'], [voice]);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(tree(client)));
    expect(container.textContent).toBe('Robert');
    act(() => root.unmount());
  });
});
