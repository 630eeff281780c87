// Google Cloud Text-to-Speech over REST: GET v1/voices, POST v1/text:synthesize with SSML input
// and LINEAR16 output (base64 in JSON, a WAV header included). The key travels in the
// X-Goog-Api-Key header, never in a URL that proxies log. Speed and pitch are audioConfig fields.
import type { EngineAudio, SynthesisOptions, VoiceInfo } from '../../engine';
import { wavOrPcmAudio } from './audio-body';
import type { CloudProvider } from './cloud-engine';
import { CloudHttpError, fetchVoiceIds, postJson } from './cloud-request';
import { googleShortlist } from './google-voices';
import { shortlistVoices } from './shortlist';
import { ssmlDocument } from './ssml';

export interface GoogleConfig {
  apiKey: string;
  endpoint: string;
}

const SAMPLE_RATE = 24_000;

export function createGoogleProvider(config: GoogleConfig): CloudProvider {
  const base = config.endpoint.replace(/\/+$/, '');
  const headers = { 'X-Goog-Api-Key': config.apiKey };
  return {
    id: 'google',
    version: 'google-1-linear16-24k',
    shortlist: shortlistVoices('google', googleShortlist),
    readsSsmlSub: true,
    listVoices: (signal) => fetchVoiceIds(`${base}/v1/voices`, headers, 'name', signal),
    async synthesize(
      text: string,
      voice: VoiceInfo,
      options: SynthesisOptions,
      signal: AbortSignal,
    ): Promise<EngineAudio> {
      const request = {
        input: { ssml: ssmlDocument({ lang: voice.locale, text, pronounce: options.pronounce }) },
        voice: { languageCode: voice.locale, name: voice.engineVoice },
        audioConfig: {
          audioEncoding: 'LINEAR16',
          sampleRateHertz: SAMPLE_RATE,
          speakingRate: options.speed,
          pitch: options.pitch,
        },
      };
      const response = await postJson(`${base}/v1/text:synthesize`, headers, request, signal);
      const body = (await response.json()) as { audioContent?: unknown };
      if (typeof body.audioContent !== 'string') throw new CloudHttpError(502, 'answer without audioContent');
      return wavOrPcmAudio(new Uint8Array(Buffer.from(body.audioContent, 'base64')), SAMPLE_RATE);
    },
  };
}
