// @vitest-environment jsdom
// Signing in, up or out swaps the panel's content under the focused button: focus moves to the
// account heading (which says who is signed in) or back to the email field, never to <body>.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import type { AuthKit } from './sdk/kit';
import { SignInPanel } from './sign-in-panel';

const kit = {
  auth: { currentUser: null },
  sdk: { validatePassword: () => Promise.reject(new Error('no policy')) },
} as unknown as AuthKit;
vi.mock('./use-auth-kit', () => ({ useAuthKit: () => ({ kit, failed: false, retry: () => undefined }) }));

const user = {
  uid: 'u1',
  email: 'nora@example.com',
  emailVerified: true,
  displayName: 'Nora Newcomer',
  photoURL: null,
  providerIds: ['password'],
};

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

function mount() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ provider: null })),
  );
  let store: AppStore | null = null;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        <StoreProvider locale="en">
          <Grab onStore={(s) => (store = s)} />
          <SignInPanel />
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const api = store as AppStore | null;
  if (!api) throw new Error('no store');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in panel focus', () => {
  it('after signing in, the account heading has focus and names the user', () => {
    const store = mount();
    act(() => store.getState().setSignedOut());
    act(() => screen.getByRole('button', { name: en.auth.signIn }).focus());
    act(() => store.getState().setSignedIn(user));
    const heading = screen.getByRole('heading', { name: 'Signed in as Nora Newcomer' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('account-name')).toHaveTextContent(/^Nora Newcomer$/);
  });

  it('opened while signed in, it leaves focus to the dialog', () => {
    const store = mount();
    act(() => store.getState().setSignedIn(user));
    expect(screen.getByRole('heading', { name: 'Signed in as Nora Newcomer' })).not.toHaveFocus();
  });

  it('after signing out, the email field has focus and the sign-out is announced', () => {
    const store = mount();
    act(() => store.getState().setSignedIn(user));
    act(() => store.getState().setSignedOut());
    expect(screen.getByLabelText(en.auth.email)).toHaveFocus();
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === en.auth.signOutReasons.sessionEnded),
    ).toBe(true);
  });
});
