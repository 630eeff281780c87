// ElevenLabs over REST: GET v1/voices, POST v1/text-to-speech/{voice_id}?output_format=pcm_24000
// with the multilingual model. It reads plain text (no SSML), but treats <break …/> tags as
// markup, so angle brackets the visitor typed are removed. Speed via voice_settings.speed
// (0.7–1.2); pitch via our resampling (pitchByRate).
import type { EngineAudio, SynthesisOptions, VoiceInfo } from '../../engine';
import { pcm16Audio, pitchByRate, scaleRate } from './audio-body';
import type { CloudProvider } from './cloud-engine';
import { fetchVoiceIds, postJson } from './cloud-request';
import { elevenLabsShortlist } from './elevenlabs-voices';
import { shortlistVoices } from './shortlist';
import { wellFormedText } from './ssml';

export interface ElevenLabsConfig {
  apiKey: string;
  endpoint: string;
}

export const ELEVENLABS_MODEL = 'eleven_multilingual_v2';
const SAMPLE_RATE = 24_000;
const SPEED_RANGE = { min: 0.7, max: 1.2 };

/** The visitor's text with nothing ElevenLabs would read as a tag. */
export function elevenLabsText(text: string): string {
  return wellFormedText(text).replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function createElevenLabsProvider(config: ElevenLabsConfig): CloudProvider {
  const base = config.endpoint.replace(/\/+$/, '');
  const headers = { 'xi-api-key': config.apiKey };
  return {
    id: 'elevenlabs',
    version: `elevenlabs-1-${ELEVENLABS_MODEL}-pcm24k`,
    // The same premade voice serves every language: the id carries the language too.
    shortlist: shortlistVoices('elevenlabs', elevenLabsShortlist, (e) => `elevenlabs-${e.locale}-${e.voice}`),
    listVoices: (signal) => fetchVoiceIds(`${base}/v1/voices`, headers, 'voice_id', signal),
    async synthesize(
      text: string,
      voice: VoiceInfo,
      options: SynthesisOptions,
      signal: AbortSignal,
    ): Promise<EngineAudio> {
      const { speed, rateScale } = pitchByRate(options, SPEED_RANGE);
      const response = await postJson(
        `${base}/v1/text-to-speech/${encodeURIComponent(voice.engineVoice)}?output_format=pcm_24000`,
        { ...headers, Accept: 'audio/pcm' },
        {
          text: elevenLabsText(text),
          model_id: ELEVENLABS_MODEL,
          voice_settings: { stability: 0.5, similarity_boost: 0.75, speed },
        },
        signal,
      );
      return scaleRate(pcm16Audio(new Uint8Array(await response.arrayBuffer()), SAMPLE_RATE), rateScale);
    },
  };
}
