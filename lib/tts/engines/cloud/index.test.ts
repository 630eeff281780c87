import { describe, expect, it } from 'vitest';
import { cloudProviders, type CloudEnv } from '.';

const none: CloudEnv = {
  GOOGLE_TTS_ENDPOINT: 'https://texttospeech.googleapis.com',
  ELEVENLABS_ENDPOINT: 'https://api.elevenlabs.io',
};

describe('cloudProviders', () => {
  it('adds nothing without keys, and each provider by its own variables, Azure first', () => {
    expect(cloudProviders(none)).toEqual([]);
    const all = cloudProviders({
      ...none,
      AZURE_SPEECH_KEY: 'a',
      AZURE_SPEECH_REGION: 'westeurope',
      GOOGLE_TTS_API_KEY: 'g',
      AWS_REGION: 'eu-west-1',
      ELEVENLABS_API_KEY: 'e',
    });
    expect(all.map((p) => p.id)).toEqual(['azure', 'google', 'polly', 'elevenlabs']);
    expect(cloudProviders({ ...none, ELEVENLABS_API_KEY: 'e' }).map((p) => p.id)).toEqual(['elevenlabs']);
  });
});
