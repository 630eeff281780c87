// Test stand-ins for the IVR builder's tests (imported by *.test.tsx only; never by the app): a fake
// <audio>, a fetch answered per endpoint that records what was quoted and spoken, and the builder
// mounted with its providers and a probe of the cart.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { exampleValues } from '@/lib/greeting/templates';
import type { Locale } from '@/lib/i18n/locales';
import { ivrLanguage } from '@/lib/ivr/language';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { IvrBuilder } from './ivr-builder';

/** A stand-in <audio>: play() resolves; the test ends a prompt by calling `finish()` on the last one played. */
export class FakeAudio {
  static last: FakeAudio | null = null;
  static played: string[] = [];
  src = '';
  onended: (() => void) | null = null;
  play() {
    FakeAudio.last = this;
    FakeAudio.played.push(this.src);
    return Promise.resolve();
  }
  pause() {}
  finish() {
    this.onended?.();
  }
}

/** A stand-in for the server's quote: every prompt 5 words, $7.00 less 30 %. */
export const quoted: IvrSetSpec[] = [];
function quoteResponse(init: RequestInit): Response {
  const set = (JSON.parse(String(init.body)) as { items: IvrSetSpec[] }).items[0]!;
  quoted.push(set);
  const prompts = set.tree.prompts.map((p) => ({ promptId: p.id, words: 5, unitPrice: 700, net: 490 }));
  return Response.json({
    currency: 'USD',
    ivrDiscountPercent: 30,
    lines: [{ net: 490 * prompts.length, prompts }],
  });
}

/** The page language's voices as GET /api/voices/ lists them (best first). */
const voiceList = [
  {
    id: 'voice-1',
    name: 'Amy',
    locale: 'en-US',
    gender: 'female',
    engine: 'pico',
    tier: 'standard',
    sampleUrl: '/s/1',
  },
  {
    id: 'voice-2',
    name: 'Ben',
    locale: 'en-GB',
    gender: 'male',
    engine: 'espeak',
    tier: 'basic',
    sampleUrl: '/s/2',
  },
  {
    id: 'voice-de',
    name: 'Jonas',
    locale: 'de-DE',
    gender: 'male',
    engine: 'espeak',
    tier: 'basic',
    sampleUrl: '/s/3',
  },
];

/** The signed-in visitor's dictionary as GET /api/pronunciations/ answers it. */
const accountWords = [
  { id: 'w1', locale: 'en', word: 'Acme', sayAs: 'Ackmee' },
  { id: 'w2', locale: 'en', word: 'Zurich', sayAs: 'Tsurich' },
  { id: 'w3', locale: 'de', word: 'Acme', sayAs: 'Akme' },
];

/** Every entry the builder sent to the account's dictionary (POST /api/pronunciations/). */
export const dictionaryPosts: unknown[] = [];

export const spoken: string[] = [];
/** Every POST /api/tts/ body, in order: which text with which voice. */
export const requests: { text: string; voiceId: string; speed: number }[] = [];
/** Registers the stand-ins around every test of the calling file. */
export function installBuilderStandIns() {
  beforeEach(() => {
    quoted.length = 0;
    spoken.length = 0;
    requests.length = 0;
    dictionaryPosts.length = 0;
    FakeAudio.played = [];
    vi.stubGlobal('Audio', FakeAudio);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/cart/quote/') return quoteResponse(init);
        if (url === '/api/voices/') return Response.json(voiceList);
        if (url === '/api/pronunciations/' && init.method === 'POST') {
          const entry = JSON.parse(String(init.body)) as object;
          dictionaryPosts.push(entry);
          return Response.json({ entry: { id: 'w-new', ...entry } }, { status: 201 });
        }
        if (url === '/api/pronunciations/') return Response.json({ entries: accountWords, limit: 200 });
        const body = JSON.parse(String(init.body)) as (typeof requests)[number];
        spoken.push(body.text);
        requests.push(body);
        return new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'audio/wav' } });
      }),
    );
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:prompt-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    // The cart persists: each test starts with an empty one.
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The cart as the store holds it, for the "Add the set to cart" test; a button signs in. */
/** The store of the builder mounted last, for tests that open a cart line or read the draft. */
export const mounted: { store: AppStore | null } = { store: null };

export function CartProbe() {
  const items = useAppStore((s) => s.items);
  const store = useAppStoreApi();
  useEffect(() => {
    mounted.store = store;
  }, [store]);
  const signIn = () => {
    store.getState().setSignedIn({
      uid: 'u1',
      email: 'owner@example.com',
      emailVerified: true,
      displayName: null,
      photoURL: null,
      providerIds: ['password'],
    });
    store.getState().setServerSession(Date.now());
  };
  return (
    <>
      <output data-testid="cart-probe">{JSON.stringify(items.map((i) => i.spec))}</output>
      <button type="button" data-testid="probe-sign-in" onClick={signIn} />
    </>
  );
}

export function renderBuilder(locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
      <QueryClientProvider client={client}>
        <StoreProvider locale={locale}>
          <CartProbe />
          <IvrBuilder
            language={ivrLanguage(locale)}
            voice={{ voiceId: 'voice-1', speed: 1, pitch: 0, locale }}
            examples={exampleValues(locale)}
            promptPrices={{ EUR: '€6', USD: '$7', GBP: '£5', CHF: 'CHF 6' }}
          />
        </StoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
