// Amazon Polly through the official SDK (credentials from the standard AWS chain): DescribeVoices
// for the neural voices this account has, SynthesizeSpeech with SSML → 16 kHz 16-bit PCM. Neural
// voices take <prosody rate> but not pitch, so pitch goes through our resampling (pitchByRate).
// The SDK's own retries are off: cloud-request retries once, like every provider.
import {
  DescribeVoicesCommand,
  PollyClient,
  PollyServiceException,
  SynthesizeSpeechCommand,
  type LanguageCode,
  type VoiceId,
} from '@aws-sdk/client-polly';
import type { EngineAudio, SynthesisOptions, VoiceInfo } from '../../engine';
import { pcm16Audio, pitchByRate, scaleRate } from './audio-body';
import type { CloudProvider } from './cloud-engine';
import { CloudHttpError } from './cloud-request';
import { pollyShortlist } from './polly-voices';
import { shortlistVoices } from './shortlist';
import { ssmlDocument } from './ssml';

export interface PollyConfig {
  region: string;
  /** Tests point this at a stand-in. */
  endpoint?: string;
  /** Tests pass fixed credentials; production leaves the SDK's credential chain to find them. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const SAMPLE_RATE = 16_000;
const RATE_RANGE = { min: 0.2, max: 2 };

export function createPollyProvider(config: PollyConfig): CloudProvider {
  const client = new PollyClient({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    maxAttempts: 1,
  });
  return {
    id: 'polly',
    version: 'polly-1-neural-pcm16k',
    shortlist: shortlistVoices('polly', pollyShortlist),
    readsSsmlSub: true,
    async listVoices(signal) {
      const names = new Set<string>();
      let NextToken: string | undefined;
      do {
        const page = await send(() =>
          client.send(new DescribeVoicesCommand({ Engine: 'neural', NextToken }), { abortSignal: signal }),
        );
        for (const v of page.Voices ?? []) if (v.Id) names.add(v.Id);
        NextToken = page.NextToken;
      } while (NextToken);
      return names;
    },
    async synthesize(
      text: string,
      voice: VoiceInfo,
      options: SynthesisOptions,
      signal: AbortSignal,
    ): Promise<EngineAudio> {
      const { speed, rateScale } = pitchByRate(options, RATE_RANGE);
      const answer = await send(() =>
        client.send(
          new SynthesizeSpeechCommand({
            Engine: 'neural',
            OutputFormat: 'pcm',
            SampleRate: String(SAMPLE_RATE),
            TextType: 'ssml',
            Text: ssmlDocument({ lang: voice.locale, text, rate: speed, pronounce: options.pronounce }),
            VoiceId: voice.engineVoice as VoiceId,
            LanguageCode: voice.locale as LanguageCode,
          }),
          { abortSignal: signal },
        ),
      );
      if (!answer.AudioStream) throw new CloudHttpError(502, 'answer without audio');
      const bytes = await answer.AudioStream.transformToByteArray();
      return scaleRate(pcm16Audio(bytes, SAMPLE_RATE), rateScale);
    },
  };
}

/** SDK failures → CloudHttpError, so the shared rules (auth off, retry, breaker) apply. */
async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PollyServiceException) {
      const status = error.$metadata.httpStatusCode ?? 500;
      throw new CloudHttpError(status, `${error.name}: ${error.message}`);
    }
    // No credentials anywhere in the chain is the same as a refused key: switch off, once.
    if (error instanceof Error && error.name === 'CredentialsProviderError') {
      throw new CloudHttpError(401, error.message);
    }
    throw error;
  }
}
