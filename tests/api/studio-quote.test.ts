// The studio's price beside Add to cart comes from the server's price list: the same figure the
// cart quote charges for the greeting, the neural surcharge included, with the next step up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as postQuote } from '@/app/api/cart/quote/route';
import { POST as postStudioQuote } from '@/app/api/cart/studio-quote/route';
import { setTtsService } from '@/lib/tts/service';
import { createTestService } from '@/lib/tts/testing/test-service';
import { createToneEngine } from '@/lib/tts/testing/tone-engine';

beforeEach(() => {
  const tone = createToneEngine('cloudy');
  const neural = { ...tone, voices: () => tone.voices().map((v) => ({ ...v, tier: 'neural' as const })) };
  setTtsService(createTestService([neural, createToneEngine('local')], { dir: null }));
});
afterEach(() => setTtsService(undefined));

const item = (voiceId: string, text: string) => ({
  useCase: 'business-voicemail',
  locale: 'de',
  text,
  voice: { id: voiceId },
});

const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/cart/studio-quote/', () => {
  it('prices spoken words like the cart and names the next step', async () => {
    // "10:30" is spoken as more than one word: the count is the engine's, not the box's.
    const text = 'Wir sind ab 10:30 Uhr wieder für Sie da.';
    const response = await post(postStudioQuote, '/api/cart/studio-quote/', {
      item: item('cloudy-de-m', text),
      currency: 'EUR',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      words: number;
      price: number;
      wordsLeft: number;
      next: { fromWords: number; price: number };
    };
    const cart = (await (
      await post(postQuote, '/api/cart/quote/', { items: [item('cloudy-de-m', text)], currency: 'EUR' })
    ).json()) as { lines: { words: number; unitPrice: number }[] };
    expect(body.words).toBe(cart.lines[0]!.words);
    expect(body.words).toBeGreaterThan(9);
    expect(body.price).toBe(cart.lines[0]!.unitPrice);
    expect(body.price).toBe(900 + 300);
    expect(body.wordsLeft).toBe(50 - body.words);
    expect(body.next).toEqual({ tier: 'standard', fromWords: 51, price: 1900 + 300 });
  });

  it('writes both amounts in the page language, so the studio builds no number format while it loads', async () => {
    const labels = async (locale: string | undefined, currency: string) => {
      const response = await post(postStudioQuote, '/api/cart/studio-quote/', {
        item: item('cloudy-de-m', 'Hallo.'),
        currency,
        ...(locale ? { locale } : {}),
      });
      return ((await response.json()) as { labels: unknown }).labels;
    };
    // 12.00 € (9 + the neural 3) and 22.00 € (19 + 3): whole amounts without cents.
    expect(await labels('de', 'EUR')).toEqual({ price: '12\u00a0€', next: '22\u00a0€' });
    expect(await labels('el', 'EUR')).toEqual({ price: '12\u00a0€', next: '22\u00a0€' });
    // Without a language, English.
    expect(await labels(undefined, 'USD')).toEqual({
      price: expect.stringMatching(/^\$\d+$/),
      next: expect.stringMatching(/^\$\d+$/),
    });
    expect(await labels('fr', 'GBP')).toEqual({
      price: expect.stringMatching(/^\d+(,\d\d)?\u00a0£GB$/),
      next: expect.stringMatching(/^\d+(,\d\d)?\u00a0£GB$/),
    });
  });

  it('refuses a price sent by the browser and bad input with a localized 400', async () => {
    const response = await post(postStudioQuote, '/api/cart/studio-quote/', {
      item: item('local-de-m', 'Hallo.'),
      currency: 'XYZ',
      locale: 'de',
    });
    expect(response.status).toBe(400);
    const priced = (await (
      await post(postStudioQuote, '/api/cart/studio-quote/', {
        item: item('local-de-m', 'Hallo.'),
        currency: 'EUR',
        price: 1,
      })
    ).json()) as { price: number };
    expect(priced.price).toBe(900);
  });
});
