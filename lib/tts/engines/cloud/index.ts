// The cloud providers configured in the environment, each as a TtsEngine. Without keys this
// returns nothing and the catalog is what it always was.
import type { Env } from '../../../env';
import { createAzureProvider } from './azure';
import {
  createCloudEngine,
  type CloudEngine,
  type CloudEngineOptions,
  type CloudProvider,
} from './cloud-engine';
import { createElevenLabsProvider } from './elevenlabs';
import { createGoogleProvider } from './google';
import { createPollyProvider } from './polly';

export type CloudEnv = Pick<
  Env,
  | 'AZURE_SPEECH_KEY'
  | 'AZURE_SPEECH_REGION'
  | 'AZURE_SPEECH_ENDPOINT'
  | 'GOOGLE_TTS_API_KEY'
  | 'GOOGLE_TTS_ENDPOINT'
  | 'AWS_REGION'
  | 'POLLY_ENDPOINT'
  | 'ELEVENLABS_API_KEY'
  | 'ELEVENLABS_ENDPOINT'
  | 'TTS_CLOUD_DAILY_CHARS'
>;

/** Providers in catalog order: Azure first (the live site spoke through Azure). */
export function cloudProviders(e: CloudEnv): CloudProvider[] {
  const providers: CloudProvider[] = [];
  if (e.AZURE_SPEECH_KEY) {
    providers.push(
      createAzureProvider({
        key: e.AZURE_SPEECH_KEY,
        region: e.AZURE_SPEECH_REGION,
        endpoint: e.AZURE_SPEECH_ENDPOINT,
      }),
    );
  }
  if (e.GOOGLE_TTS_API_KEY) {
    providers.push(createGoogleProvider({ apiKey: e.GOOGLE_TTS_API_KEY, endpoint: e.GOOGLE_TTS_ENDPOINT }));
  }
  if (e.AWS_REGION) providers.push(createPollyProvider({ region: e.AWS_REGION, endpoint: e.POLLY_ENDPOINT }));
  if (e.ELEVENLABS_API_KEY) {
    providers.push(
      createElevenLabsProvider({ apiKey: e.ELEVENLABS_API_KEY, endpoint: e.ELEVENLABS_ENDPOINT }),
    );
  }
  return providers;
}

export function createCloudEngines(
  e: CloudEnv,
  options: Omit<CloudEngineOptions, 'dailyChars'> = {},
): CloudEngine[] {
  return cloudProviders(e).map((provider, rank) =>
    createCloudEngine(provider, { ...options, rank, dailyChars: e.TTS_CLOUD_DAILY_CHARS ?? null }),
  );
}
