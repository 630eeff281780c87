// Each cloud adapter against a stand-in speaking its provider's wire protocol: what it sends
// (headers, well-formed escaped SSML, voice names, formats), what it makes of the PCM answer,
// and how speed and pitch travel (prosody, provider fields, or our resampling).
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../lib/i18n/locales';
import type { VoiceInfo } from '../../lib/tts/engine';
import { createAzureProvider } from '../../lib/tts/engines/cloud/azure';
import { createCloudEngine, type CloudProvider } from '../../lib/tts/engines/cloud/cloud-engine';
import { createElevenLabsProvider } from '../../lib/tts/engines/cloud/elevenlabs';
import { createGoogleProvider } from '../../lib/tts/engines/cloud/google';
import { createPollyProvider } from '../../lib/tts/engines/cloud/polly';
import { voiceLanguage } from '../../lib/tts/registry';
import { startProviderStandIn, type Protocol, type ProviderStandIn } from './stand-in';

const HOSTILE = `Ann & Bob's <b>"shop"</b> </voice><voice name="evil"> ]]> <!ENTITY x "y"> &amp; 😀 \uD800 end`;

const make: Record<Protocol, (s: ProviderStandIn) => CloudProvider> = {
  azure: (s) => createAzureProvider({ key: s.key, endpoint: s.url }),
  google: (s) => createGoogleProvider({ apiKey: s.key, endpoint: s.url }),
  polly: (s) =>
    createPollyProvider({
      region: 'eu-west-1',
      endpoint: s.url,
      credentials: { accessKeyId: s.key, secretAccessKey: 'stand-in-secret' },
    }),
  elevenlabs: (s) => createElevenLabsProvider({ apiKey: s.key, endpoint: s.url }),
};

/** Languages each provider has voices for (Polly has no Greek). */
const languages: Record<Protocol, readonly string[]> = {
  azure: locales,
  google: locales,
  polly: locales.filter((l) => l !== 'el'),
  elevenlabs: locales,
};

const nativeRate: Record<Protocol, number> = {
  azure: 24_000,
  google: 24_000,
  polly: 16_000,
  elevenlabs: 24_000,
};

let standIn: ProviderStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(protocol: Protocol, offered?: (voices: VoiceInfo[]) => string[]) {
  standIn = await startProviderStandIn(protocol);
  const provider = make[protocol](standIn);
  standIn.offered = new Set(
    offered ? offered(provider.shortlist) : provider.shortlist.map((v) => v.engineVoice),
  );
  const logs: string[] = [];
  const engine = createCloudEngine(provider, { dailyChars: null, log: (m) => logs.push(m) });
  await engine.ready;
  return { engine, standIn, logs };
}

describe.each(Object.keys(make) as Protocol[])('%s adapter', (protocol) => {
  it('lists a neural shortlist, two female and two male at most per language, with stable provider-named ids', async () => {
    const { engine } = await setUp(protocol);
    const voices = engine.voices();
    expect(new Set(voices.map((v) => voiceLanguage(v)))).toEqual(new Set(languages[protocol]));
    for (const language of languages[protocol]) {
      const own = voices.filter((v) => voiceLanguage(v) === language);
      expect(own.filter((v) => v.gender === 'female').length, language).toBeGreaterThanOrEqual(1);
      expect(own.filter((v) => v.gender === 'female').length).toBeLessThanOrEqual(2);
      expect(own.filter((v) => v.gender === 'male').length).toBeLessThanOrEqual(2);
    }
    for (const v of voices) {
      expect(v.tier).toBe('neural');
      expect(v.id).toMatch(new RegExp(`^${protocol}-`));
      expect(v.id).toContain(v.engineVoice);
      expect(v.id.length).toBeLessThanOrEqual(80);
      expect(v.name).not.toMatch(/neural|wavenet|\d/i);
    }
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
  });

  it('hides shortlisted voices the account does not offer (voice list checked at start)', async () => {
    // One provider voice (ElevenLabs lists the same voice under every language) is not offered.
    const { engine, standIn } = await setUp(protocol, (voices) =>
      voices.filter((v) => v.engineVoice !== voices[0]!.engineVoice).map((v) => v.engineVoice),
    );
    const [missing, present] = engine.voices();
    expect(engine.available?.(missing!)).toBe(false);
    expect(engine.available?.(present!)).toBe(true);
    expect(standIn.all.some((r) => r.method === 'GET')).toBe(true);
  });

  it('speaks hostile text as plain words: escaped, well-formed, the right voice, real PCM back', async () => {
    const { engine, standIn } = await setUp(protocol);
    const voice = engine.voices().find((v) => voiceLanguage(v) === 'de')!;
    const audio = await engine.synthesize(HOSTILE, voice, { speed: 1, pitch: 0 });
    const received = standIn.syntheses[0]!;
    expect(received.voice).toBe(voice.engineVoice);
    const expected =
      protocol === 'elevenlabs'
        ? `Ann & Bob's b "shop" /b /voice voice name="evil" ]] !ENTITY x "y" &amp; 😀 end`
        : HOSTILE.replace('\uD800', ' ');
    expect(received.text).toBe(expected);
    if (received.ssml) {
      // Nothing the visitor typed became an element: only the document's own markup is there.
      const names = [...received.ssml.getElementsByTagName('*')].map((e) => e.localName);
      expect(names.filter((n) => n === 'voice').length).toBe(protocol === 'azure' ? 1 : 0);
      expect(names).not.toContain('b');
      expect(received.ssml.documentElement.getAttribute('xml:lang')).toBe('de-DE');
    }
    expect(audio.sampleRate).toBe(nativeRate[protocol]);
    expect(audio.samples.length / audio.sampleRate).toBeCloseTo(expected.length * 0.04, 1);
    const peak = audio.samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.25);
    expect(peak).toBeLessThan(0.35);
  });

  it('carries speed and pitch: provider controls where they exist, our resampling where not', async () => {
    const { engine, standIn } = await setUp(protocol);
    const voice = engine.voices()[0]!;
    const audio = await engine.synthesize('Hello there', voice, { speed: 1.2, pitch: 2 });
    const received = standIn.syntheses[0]!;
    const pitchFactor = 2 ** (2 / 12);
    switch (protocol) {
      case 'azure': {
        const prosody = received.ssml!.getElementsByTagName('prosody')[0]!;
        expect(prosody.getAttribute('rate')).toBe('+20%');
        expect(prosody.getAttribute('pitch')).toBe('+2st');
        expect(audio.sampleRate).toBe(24_000);
        break;
      }
      case 'google': {
        const body = JSON.parse(received.body) as { audioConfig: { speakingRate: number; pitch: number } };
        expect(body.audioConfig).toMatchObject({ speakingRate: 1.2, pitch: 2 });
        expect(received.ssml!.getElementsByTagName('prosody')).toHaveLength(0);
        expect(audio.sampleRate).toBe(24_000);
        break;
      }
      case 'polly': {
        const rate = received.ssml!.getElementsByTagName('prosody')[0]!.getAttribute('rate')!;
        expect(Number.parseFloat(rate)).toBeCloseTo((1.2 / pitchFactor - 1) * 100, 1);
        expect(rate).not.toContain('st');
        expect(audio.sampleRate).toBe(Math.round(16_000 * pitchFactor));
        break;
      }
      case 'elevenlabs': {
        const body = JSON.parse(received.body) as { voice_settings: { speed: number } };
        expect(body.voice_settings.speed).toBeCloseTo(1.2 / pitchFactor, 5);
        expect(audio.sampleRate).toBe(Math.round(24_000 * pitchFactor));
        break;
      }
    }
  });

  it('sends its key the provider way, and a refused key switches the provider off', async () => {
    const { standIn } = await setUp(protocol);
    const headers = standIn.syntheses.length === 0 ? standIn.all[0]!.headers : standIn.syntheses[0]!.headers;
    const keyHeader = {
      azure: 'ocp-apim-subscription-key',
      google: 'x-goog-api-key',
      polly: 'authorization',
      elevenlabs: 'xi-api-key',
    }[protocol];
    expect(String(headers[keyHeader])).toContain(standIn.key);
    for (const r of standIn.all) expect(r.query.toString()).not.toContain(standIn.key);

    const wrong = await startProviderStandIn(protocol, 'another-key');
    try {
      const logs: string[] = [];
      const provider = make[protocol]({ ...wrong, key: standIn.key });
      const engine = createCloudEngine(provider, { dailyChars: null, log: (m) => logs.push(m) });
      await engine.ready;
      expect(engine.available?.(engine.voices()[0]!)).toBe(false);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(new RegExp(`${protocol} refused our credentials`));
    } finally {
      await wrong.close();
    }
  });
});
