// Azure AI Speech over its REST API: GET voices/list to learn what the key can use, POST v1 with
// SSML for one sentence, answered as RIFF 24 kHz 16-bit mono PCM. Speed and pitch via <prosody>.
import type { EngineAudio, SynthesisOptions, VoiceInfo } from '../../engine';
import { wavOrPcmAudio } from './audio-body';
import { azureShortlist } from './azure-voices';
import type { CloudProvider } from './cloud-engine';
import { fetchOk } from './cloud-request';
import { shortlistVoices } from './shortlist';
import { ssmlDocument } from './ssml';

export interface AzureConfig {
  key: string;
  /** Used for the default endpoint https://{region}.tts.speech.microsoft.com. */
  region?: string;
  /** Base URL override (sovereign clouds, tests). */
  endpoint?: string;
}

export const AZURE_OUTPUT_FORMAT = 'riff-24khz-16bit-mono-pcm';
const USER_AGENT = 'GreetingStudio';

export function azureBaseUrl(config: AzureConfig): string {
  if (config.endpoint) return config.endpoint.replace(/\/+$/, '');
  if (!config.region) throw new Error('Azure Speech needs AZURE_SPEECH_REGION or AZURE_SPEECH_ENDPOINT');
  return `https://${config.region}.tts.speech.microsoft.com`;
}

export function createAzureProvider(config: AzureConfig): CloudProvider {
  const base = azureBaseUrl(config);
  const headers = { 'Ocp-Apim-Subscription-Key': config.key, 'User-Agent': USER_AGENT };
  return {
    id: 'azure',
    version: `azure-1-${AZURE_OUTPUT_FORMAT}`,
    shortlist: shortlistVoices('azure', azureShortlist),
    readsSsmlSub: true,
    async listVoices(signal) {
      const response = await fetchOk(`${base}/cognitiveservices/voices/list`, { headers }, signal);
      const list = (await response.json()) as { ShortName?: unknown }[];
      return new Set(list.map((v) => v.ShortName).filter((n): n is string => typeof n === 'string'));
    },
    async synthesize(
      text: string,
      voice: VoiceInfo,
      options: SynthesisOptions,
      signal: AbortSignal,
    ): Promise<EngineAudio> {
      const body = ssmlDocument({
        lang: voice.locale,
        voiceName: voice.engineVoice,
        text,
        rate: options.speed,
        pitch: options.pitch,
        pronounce: options.pronounce,
      });
      const response = await fetchOk(
        `${base}/cognitiveservices/v1`,
        {
          method: 'POST',
          headers: {
            ...headers,
            'Content-Type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT,
          },
          body,
        },
        signal,
      );
      return wavOrPcmAudio(new Uint8Array(await response.arrayBuffer()), 24_000);
    },
  };
}
