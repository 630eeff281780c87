// @vitest-environment jsdom
// "Pronounce as…": the selected word fills the form, a saved entry lands in the spec (what the
// cart and order carry), bad input gets a localized reason, and a signed-in visitor's entry goes
// to the account; the account's entries join greetings whose text uses them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { PronounceAs } from './pronounce-as';

afterEach(cleanup);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

function mount(locale: 'en' | 'de', selection = '', setUp?: (store: AppStore) => void) {
  let api: AppStore | null = null;
  function Grab() {
    const store = useAppStoreApi();
    api = store;
    useEffect(() => setUp?.(store), [store]);
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
      <QueryClientProvider client={client}>
        <StoreProvider locale={locale}>
          <Grab />
          <PronounceAs getSelection={() => selection} />
        </StoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return () => api!;
}

describe('<PronounceAs />', () => {
  it('fills the word from the selection and keeps the entry in the greeting spec', async () => {
    const store = mount('en', 'Nguyen');
    fireEvent.click(screen.getByTestId('pronounce-open'));
    expect(screen.getByTestId('pronounce-word')).toHaveValue('Nguyen');
    fireEvent.change(screen.getByTestId('pronounce-say-as'), { target: { value: 'win' } });
    await act(async () => fireEvent.click(screen.getByTestId('pronounce-save')));
    expect(store().getState().spec.pronunciations).toEqual([{ locale: 'en', word: 'Nguyen', sayAs: 'win' }]);
    expect(screen.getByTestId('pronounce-list')).toHaveTextContent('Nguyen → win');
    expect(screen.getByTestId('pronounce-saved')).toHaveTextContent('Sign in to keep');
    // Not signed in: nothing is sent to an account.
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByTestId('pronounce-remove')));
    expect(store().getState().spec.pronunciations).toBeUndefined();
  });

  it('explains refused input in the page’s language', async () => {
    mount('de', 'Zürich');
    fireEvent.click(screen.getByTestId('pronounce-open'));
    fireEvent.change(screen.getByTestId('pronounce-say-as'), { target: { value: 'x'.repeat(121) } });
    await act(async () => fireEvent.click(screen.getByTestId('pronounce-save')));
    expect(screen.getByTestId('pronounce-error')).toHaveTextContent('Zu lang');
    fireEvent.change(screen.getByTestId('pronounce-say-as'), { target: { value: 'Tsü<rich>' } });
    await act(async () => fireEvent.click(screen.getByTestId('pronounce-save')));
    expect(screen.getByTestId('pronounce-error')).toHaveTextContent('Steuerzeichen');
  });

  it('signed in: saves to the account, says when it is full, and applies account words the text uses', async () => {
    const account = [
      { id: '7b1c2d4e-0000-4000-8000-000000000001', locale: 'en', word: 'Acme', sayAs: 'Ack me' },
    ];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return Response.json(
          { error: { code: 'conflict', message: 'full', details: { reason: 'too-many', limit: 200 } } },
          { status: 409 },
        );
      expect(url).toBe('/api/pronunciations/');
      return Response.json({ entries: account, limit: 200 });
    });
    const store = mount('en', 'Nguyen', (s) => {
      s.getState().setSignedIn({
        uid: 'u1',
        email: 'a@example.com',
        emailVerified: true,
        displayName: null,
        photoURL: null,
        providerIds: ['password'],
      });
      s.getState().setServerSession(1);
      s.getState().patchSpec({ text: 'Welcome to Acme.' });
    });
    await waitFor(() =>
      expect(store().getState().spec.pronunciations).toEqual([
        { locale: 'en', word: 'Acme', sayAs: 'Ack me' },
      ]),
    );
    fireEvent.click(screen.getByTestId('pronounce-open'));
    fireEvent.change(screen.getByTestId('pronounce-say-as'), { target: { value: 'win' } });
    await act(async () => fireEvent.click(screen.getByTestId('pronounce-save')));
    expect(screen.getByTestId('pronounce-error')).toHaveTextContent('holds 200 words');
    // Refused by the account: the greeting does not pretend it was kept.
    expect(store().getState().spec.pronunciations).toHaveLength(1);
  });
});
