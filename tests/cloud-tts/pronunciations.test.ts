// The pronunciation dictionary reaching each cloud provider through the real pipeline
// (synthesizeGreeting): SSML providers get <sub alias="…">word</sub>, escaped and well-formed;
// ElevenLabs, which reads no SSML, gets the respelled text like the offline engines.
import { afterEach, describe, expect, it } from 'vitest';
import { createAzureProvider } from '@/lib/tts/engines/cloud/azure';
import { createCloudEngine, type CloudProvider } from '@/lib/tts/engines/cloud/cloud-engine';
import { createElevenLabsProvider } from '@/lib/tts/engines/cloud/elevenlabs';
import { createGoogleProvider } from '@/lib/tts/engines/cloud/google';
import { createPollyProvider } from '@/lib/tts/engines/cloud/polly';
import { voiceLanguage } from '@/lib/tts/registry';
import { synthesizeGreeting } from '@/lib/tts/synthesize';
import { createTestService } from '@/lib/tts/testing/test-service';
import type { Pronunciation } from '@/lib/tts/text';
import { startProviderStandIn, type Protocol, type ProviderStandIn } from './stand-in';

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

let standIn: ProviderStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const entries: Pronunciation[] = [
  { locale: 'de', word: 'Nguyen', sayAs: 'Nuijen & "Söhne"' },
  { locale: 'en', word: 'Praxis', sayAs: 'never used' },
];

describe.each(Object.keys(make) as Protocol[])('%s', (protocol) => {
  it('speaks the entry as the provider understands it, and re-asks only for changed entries', async () => {
    standIn = await startProviderStandIn(protocol);
    const provider = make[protocol](standIn);
    standIn.offered = new Set(provider.shortlist.map((v) => v.engineVoice));
    const engine = createCloudEngine(provider, { dailyChars: null, log: () => undefined });
    await engine.ready;
    const service = createTestService([engine], { dir: null });
    const voice = engine.voices().find((v) => voiceLanguage(v) === 'de')!;
    const request = { text: 'Praxis Nguyen, guten Tag.', voiceId: voice.id, locale: 'de' as const };
    await synthesizeGreeting({ ...request, pronunciations: entries }, service);
    const received = standIn.syntheses.at(-1)!;
    if (protocol === 'elevenlabs') {
      // Respelled before our text rules, so the alias is read like typed text ("&" → "und").
      expect(received.text).toContain('Praxis Nuijen und "Söhne", guten Tag.');
    } else {
      const subs = received.ssml!.getElementsByTagName('sub');
      expect(subs).toHaveLength(1);
      expect(subs[0]!.getAttribute('alias')).toBe('Nuijen & "Söhne"');
      expect(subs[0]!.textContent).toBe('Nguyen');
      // The English entry "Praxis" is not German: the word stays as typed.
      expect(received.text).toContain('Praxis');
    }
    const asked = standIn.syntheses.length;
    // The same greeting again is a cache hit: no paid characters spent twice.
    expect((await synthesizeGreeting({ ...request, pronunciations: entries }, service)).cacheHit).toBe(true);
    // A changed entry asks the provider again.
    const changed = [{ ...entries[0]!, sayAs: 'Nujen' }];
    await synthesizeGreeting({ ...request, pronunciations: changed }, service);
    expect(standIn.syntheses.length).toBe(asked + 1);
  });
});
