// The neural surcharge is priced on the server from its own catalog: a cart naming a cloud voice
// costs more in /api/cart/quote/ (and so at checkout), whatever the browser believes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as postQuote } from '../../app/api/cart/quote/route';
import { voiceTierLookup } from '../../lib/tts/catalog';
import { setTtsService } from '../../lib/tts/service';
import { createTestService } from '../../lib/tts/testing/test-service';
import { createToneEngine } from '../../lib/tts/testing/tone-engine';

beforeEach(() => {
  const tone = createToneEngine('cloudy');
  const neural = { ...tone, voices: () => tone.voices().map((v) => ({ ...v, tier: 'neural' as const })) };
  setTtsService(createTestService([neural, createToneEngine('local')], { dir: null }));
});
afterEach(() => setTtsService(undefined));

const item = (voiceId: string) => ({
  useCase: 'business-voicemail',
  locale: 'en',
  text: 'Hello there.',
  voice: { id: voiceId },
});

describe('neural voice surcharge', () => {
  it('maps voice ids to tiers from the server catalog (unknown ids carry nothing)', () => {
    const tierOf = voiceTierLookup();
    expect(tierOf('cloudy-en-f')).toBe('neural');
    expect(tierOf('local-en-f')).toBe('standard');
    expect(tierOf('made-up')).toBe('basic');
  });

  it('is on the quote line of a cloud voice only', async () => {
    const response = await postQuote(
      new Request('http://localhost/api/cart/quote/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [item('cloudy-en-f'), item('local-en-f')], currency: 'GBP' }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      lines: { voiceTier: string; voiceSurcharge: number; unitPrice: number }[];
    };
    expect(body.lines.map((l) => [l.voiceTier, l.voiceSurcharge])).toEqual([
      ['neural', 250],
      ['standard', 0],
    ]);
    expect(body.lines[0]!.unitPrice - body.lines[1]!.unitPrice).toBe(250);
  });
});
