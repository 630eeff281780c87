// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import { en } from '@/lib/greeting/templates/en';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { ExamplesPanel } from './examples-panel';
import { provideTemplates } from './studio-templates';

const voices = [
  { id: 'flite-slt', name: 'Susan', locale: 'en-US', gender: 'female', engine: 'flite', tier: 'standard', sampleUrl: '/s/' },
];

let store: AppStore;
function CaptureStore() {
  const api = useAppStoreApi();
  useEffect(() => {
    store = api;
  }, [api]);
  return null;
}

/** The studio as the visitor left it: Bolt Labs typed in the company field, the template filled. */
function renderPanel({ edited }: { edited: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <StoreProvider locale="en">
          <CaptureStore />
          <ExamplesPanel />
        </StoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const filled = 'Thank you for calling Bolt Labs.';
  const s = store.getState();
  s.setScript({ template: 'professional', values: { company: 'Bolt Labs', returnDate: 'May 2nd' }, filled });
  s.patchSpec({ text: edited ? 'My own words.' : filled });
  s.showPanel('examples');
}

const useButton = (title: string) => screen.findByRole('button', { name: `Use this script: ${title}` });

describe('ExamplesPanel: Use this script', () => {
  beforeEach(() => {
    provideTemplates('en', en);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(voices)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uses an untouched script at once and keeps the visitor’s field values', async () => {
    renderPanel({ edited: false });
    fireEvent.click(await useButton('Business voicemail · Friendly'));
    expect(screen.queryByTestId('replace-confirm')).toBeNull();
    expect(store.getState().spec.text).toMatch(/^Hi, and thanks for calling Bolt Labs!/);
    expect(store.getState().script.values.company).toBe('Bolt Labs');
    expect(store.getState().openPanel).toBeNull();
  });

  it('asks before replacing an edited text; "Keep my text" changes nothing and returns focus', async () => {
    renderPanel({ edited: true });
    const use = await useButton('Business voicemail · Friendly');
    use.focus();
    fireEvent.click(use);
    expect(screen.getByTestId('replace-confirm')).toHaveTextContent(
      'The Business voicemail · Friendly script will replace the text you have edited.',
    );
    expect(screen.getByTestId('replace-confirm-keep')).toHaveFocus();
    expect(store.getState().spec.text).toBe('My own words.');

    fireEvent.click(screen.getByTestId('replace-confirm-keep'));
    expect(screen.queryByTestId('replace-confirm')).toBeNull();
    expect(store.getState().spec.text).toBe('My own words.');
    expect(store.getState().script.template).toBe('professional');
    expect(store.getState().openPanel).toBe('examples');
    await waitFor(() => expect(use).toHaveFocus());
  });

  it('"Replace text" uses the example with the visitor’s values where its fields match', async () => {
    renderPanel({ edited: true });
    fireEvent.change(await screen.findByLabelText('Show examples for'), { target: { value: 'holiday' } });
    fireEvent.click(await useButton('Holiday closure · Friendly'));
    fireEvent.click(screen.getByTestId('replace-confirm-yes'));
    const s = store.getState();
    expect(s.spec.useCase).toBe('holiday');
    expect(s.script.template).toBe('friendly');
    // Company and return date are the visitor's; the holiday field was blank, so its example stands.
    expect(s.spec.text).toBe(
      "Hi, and thanks for calling Bolt Labs! Our team is taking a short break for the holidays. We'll be back on May 2nd and will return every call then. Happy holidays!",
    );
    expect(s.openPanel).toBeNull();
  });
});
