// @vitest-environment jsdom
// The email forms of the sign-in panel against a stubbed network and a fake SDK: sign-up and reset
// go through our routes (rate limit and bot check answers shown in the visitor's language, typed
// values kept), sign-in through the SDK.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@/stores/store-provider';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { AuthForms } from './auth-forms';
import type { AuthKit } from './sdk/kit';

type Route = (init: RequestInit) => Response | Promise<Response>;
type Sent = { url: string; body: unknown };

/** fetch answered per path; every request body is recorded. */
function network(routes: Record<string, Route>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      const route = Object.entries(routes).find(([path]) => url.endsWith(path))?.[1];
      return route ? route(init) : Response.json({ provider: null });
    }),
  );
  return sent;
}

function fakeKit() {
  const user = { uid: 'u1', email: 'ada@example.com' };
  const sdk = {
    signInWithEmailAndPassword: vi.fn(() => Promise.resolve({ user })),
    sendEmailVerification: vi.fn(() => Promise.resolve()),
    // The emulator has no password policy: sign-up applies its baseline.
    validatePassword: vi.fn(() => Promise.reject(new Error('no policy'))),
    GoogleAuthProvider: class {
      setCustomParameters() {}
    },
    signInWithPopup: vi.fn((): Promise<unknown> => Promise.resolve({ user })),
  };
  return { kit: { auth: {}, sdk } as unknown as AuthKit, sdk };
}

/** `shown: false` unmounts the forms inside the same store, as a closed panel does. */
function tree(kit: AuthKit, locale: 'en' | 'de', shown: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
        <StoreProvider locale={locale}>{shown ? <AuthForms kit={kit} /> : null}</StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

function mount(kit: AuthKit, locale: 'en' | 'de' = 'en') {
  const view = render(tree(kit, locale, true));
  return { ...view, show: (shown: boolean) => view.rerender(tree(kit, locale, shown)) };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

function fillSignUp(t: typeof en.auth = en.auth) {
  fireEvent.click(screen.getByTestId('auth-mode-switch'));
  type(t.name, 'Ada');
  type(t.email, 'ada@example.com');
  type(t.password, 'analytical-1');
}

const signUpButton = () => screen.getByRole('button', { name: en.auth.signUp });
const errorBody = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message: 'server text' } }, { status, headers });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete (window as Window & { turnstile?: unknown }).turnstile;
});

describe('sign-up form', () => {
  it('creates the account on the server, then signs in and sends the verification email', async () => {
    const sent = network({ '/api/auth/sign-up/': () => Response.json({ ok: true }, { status: 201 }) });
    const { kit, sdk } = fakeKit();
    mount(kit);
    fillSignUp();
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    fireEvent.click(signUpButton());
    await waitFor(() => expect(sdk.sendEmailVerification).toHaveBeenCalled());
    expect(sent.find((s) => s.url.endsWith('/api/auth/sign-up/'))?.body).toEqual({
      email: 'ada@example.com',
      password: 'analytical-1',
      displayName: 'Ada',
      locale: 'en',
    });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(kit.auth, 'ada@example.com', 'analytical-1');
  });

  it('429: says how long to wait, keeps everything typed, and does not sign in', async () => {
    network({ '/api/auth/sign-up/': () => errorBody(429, 'rate-limited', { 'Retry-After': '42' }) });
    const { kit, sdk } = fakeKit();
    mount(kit);
    fillSignUp();
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    fireEvent.click(signUpButton());
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect([valueOf(en.auth.name), valueOf(en.auth.email), valueOf(en.auth.password)]).toEqual([
      'Ada',
      'ada@example.com',
      'analytical-1',
    ]);
    expect(sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('email taken: the catalogue message in German, never the code', async () => {
    network({ '/api/auth/sign-up/': () => errorBody(409, 'email-already-in-use') });
    const { kit } = fakeKit();
    mount(kit, 'de');
    fillSignUp(de.auth);
    const button = screen.getByRole('button', { name: de.auth.signUp });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const error = await screen.findByTestId('auth-error');
    expect(error).toHaveTextContent(de.auth.errors.emailAlreadyInUse);
    expect(error).not.toHaveTextContent('email-already-in-use');
  });

  it('taken address: the server answered like a new one, so the failed sign-in points to the e-mail', async () => {
    network({ '/api/auth/sign-up/': () => Response.json({ ok: true }, { status: 201 }) });
    const { kit, sdk } = fakeKit();
    sdk.signInWithEmailAndPassword.mockImplementationOnce(() =>
      Promise.reject(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' })),
    );
    mount(kit, 'de');
    fillSignUp(de.auth);
    const button = screen.getByRole('button', { name: de.auth.signUp });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(de.auth.errors.signUpExisting);
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('when signing in fails after the account was created, trying again only signs in', async () => {
    const sent = network({ '/api/auth/sign-up/': () => Response.json({ ok: true }, { status: 201 }) });
    const { kit, sdk } = fakeKit();
    sdk.signInWithEmailAndPassword.mockImplementationOnce(() =>
      Promise.reject(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' })),
    );
    mount(kit);
    fillSignUp();
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    fireEvent.click(signUpButton());
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(en.auth.errors.networkRequestFailed);
    fireEvent.click(signUpButton());
    await waitFor(() => expect(sdk.sendEmailVerification).toHaveBeenCalled());
    expect(sent.filter((s) => s.url.endsWith('/api/auth/sign-up/'))).toHaveLength(1);
  });

  it('with a bot check configured: submit waits for the token, which is sent with the request', async () => {
    const sent = network({
      '/api/bot-check/config/': () => Response.json({ provider: 'turnstile', siteKey: '0xSITE' }),
      '/api/auth/sign-up/': () => Response.json({ ok: true }, { status: 201 }),
    });
    const { kit, sdk } = fakeKit();
    mount(kit);
    fillSignUp();
    await waitFor(() => expect(screen.getByTestId('bot-check')).toBeInTheDocument());
    expect(signUpButton()).toBeDisabled();
    // The provider's script "runs" and the challenge passes.
    let callback: ((token: string) => void) | null = null;
    const script = [...document.querySelectorAll('script')].find((s) => s.src.includes('turnstile'));
    Object.assign(window, {
      turnstile: {
        render: (_el: HTMLElement, options: { action: string; callback: (token: string) => void }) => {
          expect(options.action).toBe('sign_up');
          callback = options.callback;
          return 'w1';
        },
        remove: vi.fn(),
      },
    });
    act(() => void script?.dispatchEvent(new Event('load')));
    await waitFor(() => expect(callback).not.toBeNull());
    act(() => callback?.('turnstile-token'));
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    fireEvent.click(signUpButton());
    await waitFor(() => expect(sdk.sendEmailVerification).toHaveBeenCalled());
    expect(sent.find((s) => s.url.endsWith('/api/auth/sign-up/'))?.body).toMatchObject({
      botToken: 'turnstile-token',
    });
  });
});

describe('reset form', () => {
  function openReset() {
    type(en.auth.email, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: en.auth.forgot }));
  }

  it('asks the server in the page language and confirms without saying whether the account exists', async () => {
    const sent = network({ '/api/auth/reset/': () => Response.json({ ok: true }) });
    mount(fakeKit().kit, 'de');
    type(de.auth.email, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: de.auth.forgot }));
    // The email typed for signing in carries over.
    expect(valueOf(de.auth.email)).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: de.auth.resetSubmit }));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent('ada@example.com');
    expect(sent.find((s) => s.url.endsWith('/api/auth/reset/'))?.body).toEqual({
      email: 'ada@example.com',
      locale: 'de',
    });
  });

  it('a refused bot check and an unreachable server read as messages; the email stays', async () => {
    let answer: () => Response | Promise<Response> = () => errorBody(403, 'bot-check');
    network({ '/api/auth/reset/': () => answer() });
    mount(fakeKit().kit);
    openReset();
    const submit = screen.getByRole('button', { name: en.auth.resetSubmit });
    fireEvent.click(submit);
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(en.auth.errors.botCheckFailed);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('auth-error')).toHaveTextContent(en.auth.errors.networkRequestFailed),
    );
    expect(valueOf(en.auth.email)).toBe('ada@example.com');
    expect(screen.queryByTestId('reset-sent')).toBeNull();
  });
});

describe('sign-in form', () => {
  it('signs in through the SDK and shows its error as a catalogue message', async () => {
    network({});
    const { kit, sdk } = fakeKit();
    sdk.signInWithEmailAndPassword.mockImplementationOnce(() =>
      Promise.reject(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' })),
    );
    mount(kit);
    type(en.auth.email, 'ada@example.com');
    type(en.auth.password, 'nope');
    fireEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(en.auth.errors.invalidCredential);
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(kit.auth, 'ada@example.com', 'nope');
    expect(valueOf(en.auth.password)).toBe('nope');
  });
});

describe('Google sign-in', () => {
  // What the SDK throws when apis.google.com cannot be reached: its script failed to load.
  const scriptLoadFailure = () =>
    Object.assign(new Error('internal'), { code: 'auth/internal-error', customData: new Event('error') });

  it('offline, says the sign-in service could not be reached; the message goes when the visitor moves on', async () => {
    network({});
    const { kit, sdk } = fakeKit();
    sdk.signInWithPopup.mockImplementation(() => Promise.reject(scriptLoadFailure()));
    mount(kit);
    fireEvent.click(screen.getByRole('button', { name: en.auth.google }));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent(en.auth.errors.networkRequestFailed);
    // Switching to "Create account" clears it.
    fireEvent.click(screen.getByTestId('auth-mode-switch'));
    expect(screen.queryByTestId('auth-error')).toBeNull();
    // So does typing, after another failed attempt.
    fireEvent.click(screen.getByRole('button', { name: en.auth.google }));
    expect(await screen.findByTestId('auth-error')).toBeInTheDocument();
    type(en.auth.email, 'ada@example.com');
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });
});

describe('form errors and the typed email', () => {
  it('a sign-in error goes as soon as the visitor edits a field', async () => {
    network({});
    const { kit, sdk } = fakeKit();
    sdk.signInWithEmailAndPassword.mockImplementationOnce(() =>
      Promise.reject(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' })),
    );
    mount(kit);
    type(en.auth.email, 'ada@example.com');
    type(en.auth.password, 'nope');
    fireEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    expect(await screen.findByTestId('auth-error')).toBeInTheDocument();
    type(en.auth.password, 'nope2');
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });

  it('keeps the email (never the password) when the panel closes and opens again', () => {
    network({});
    const { kit } = fakeKit();
    const panel = mount(kit);
    type(en.auth.email, 'kept@example.com');
    type(en.auth.password, 'secret-words');
    panel.show(false);
    expect(screen.queryByLabelText(en.auth.email, { exact: true })).toBeNull();
    panel.show(true);
    expect(valueOf(en.auth.email)).toBe('kept@example.com');
    expect(valueOf(en.auth.password)).toBe('');
  });
});

describe('sign-up password baseline (the provider has no policy)', () => {
  it('asks for 8 characters, more than digits alone and not a common password', async () => {
    network({});
    mount(fakeKit().kit);
    fireEvent.click(screen.getByTestId('auth-mode-switch'));
    type(en.auth.email, 'ada@example.com');
    const hints = () => [...screen.getByTestId('password-policy').querySelectorAll('li')];
    const met = () => hints().map((li) => li.getAttribute('data-met'));
    type(en.auth.password, '123456');
    expect(hints()[0]).toHaveTextContent('at least 8 characters');
    expect(hints()[1]).toHaveTextContent(en.auth.policy.notCommon);
    expect(met()).toEqual(['false', 'false']);
    type(en.auth.password, '12345678');
    expect(met()).toEqual(['true', 'false']);
    type(en.auth.password, 'Password1');
    expect(met()).toEqual(['true', 'false']);
    expect(signUpButton()).toBeDisabled();
    type(en.auth.password, 'quiet-harbour');
    expect(met()).toEqual(['true', 'true']);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
  });

  it('a policy the provider sets replaces the baseline', async () => {
    network({});
    const { kit, sdk } = fakeKit();
    sdk.validatePassword.mockImplementation(
      () => Promise.resolve({ passwordPolicy: { customStrengthOptions: { minPasswordLength: 6 } } }) as never,
    );
    mount(kit);
    fireEvent.click(screen.getByTestId('auth-mode-switch'));
    type(en.auth.password, '123456');
    await waitFor(() => expect(screen.getByTestId('password-policy').querySelectorAll('li')).toHaveLength(1));
    expect(screen.getByTestId('password-policy')).toHaveTextContent('at least 6 characters');
  });
});
