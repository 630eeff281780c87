// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import { ChunkErrorBoundary } from './chunk-error-boundary';

afterEach(cleanup);

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>outer caught: {(this.state.error as Error).message}</p>
    ) : (
      this.props.children
    );
  }
}

function renderLazy(error: Error, placement?: 'inline' | 'notice' | 'hidden') {
  const Broken = lazy(() => Promise.reject(error));
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <Outer>
        <p>header still here</p>
        <ChunkErrorBoundary placement={placement}>
          <Suspense fallback={<p>loading</p>}>
            <Broken />
          </Suspense>
        </ChunkErrorBoundary>
      </Outer>
    </NextIntlClientProvider>,
  );
}

describe('ChunkErrorBoundary', () => {
  it('turns a chunk that cannot load into a localized reload offer, leaving the page around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }));
    expect(await screen.findByRole('button', { name: de.panels.reload })).toBeTruthy();
    expect(screen.getByText(de.panels.newVersion)).toBeTruthy();
    expect(screen.getByText('header still here')).toBeTruthy();
  });

  it('shows a part of the shell that cannot load as a notice fixed at the bottom of the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), 'notice');
    const alert = await screen.findByRole('alert');
    expect(alert.parentElement?.className).toContain('fixed');
    expect(screen.getByRole('button', { name: de.panels.reload })).toBeTruthy();
    expect(screen.getByText('header still here')).toBeTruthy();
  });

  it('shows nothing for a part the visitor never sees, leaving the page around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' }), 'hidden');
    expect(await screen.findByText('header still here')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/outer caught/)).toBeNull();
  });

  it('passes any other error on to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(new Error('render bug'));
    expect(await screen.findByText('outer caught: render bug')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
