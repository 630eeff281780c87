// The one entry point that turns greeting text into audio: validate → normalize text → look up
// the content-addressed cache → synthesize sentence runs in parallel workers → assemble.
import { limits } from '../greeting/spec';
import { isLocale, type Locale } from '../i18n/locales';
import {
  assemble,
  conform,
  OUTPUT_SAMPLE_RATE,
  LOUDNESS,
  SENTENCE_GAP_SECONDS,
  splitSentences,
  type Piece,
} from './assemble';
import { cacheKey } from './cache';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from './engine';
import { TtsInputError, TtsUnavailableError } from './errors';
import { voiceLanguage } from './registry';
import { getTtsService, type TtsService } from './service';
import { prepareText, type Segment } from './text';

/**
 * Sentence runs per worker for one greeting: with two runs per worker, the main thread resamples
 * the first runs while the workers still speak the later ones.
 */
const RUNS_PER_WORKER = 2;

/** Bump when assembly changes the sound (gaps, loudness, rate), so old cache entries are not reused. */
export const PIPELINE_VERSION = 2;

export interface GreetingRequest {
  text: string;
  voiceId: string;
  speed?: number;
  pitch?: number;
  /** Language for text normalization; defaults to the voice's language. */
  locale?: Locale;
}

export interface GreetingAudio {
  /** Mono float samples at `sampleRate` (OUTPUT_SAMPLE_RATE); read-only, shared with the cache. */
  samples: Float32Array;
  sampleRate: number;
  cacheHit: boolean;
}

/**
 * Speak a greeting. Throws TtsInputError for input that cannot be spoken (unknown voice, empty,
 * too long, control characters, out-of-range numbers) and TtsUnavailableError when the engines
 * are busy, time out or fail.
 */
export async function synthesizeGreeting(
  request: GreetingRequest,
  service: TtsService = getTtsService(),
): Promise<GreetingAudio> {
  const found = service.registry.find(request.voiceId);
  if (!found) throw new TtsInputError('unknown-voice', `Unknown voice "${request.voiceId}".`);
  const { voice, engine } = found;
  const options = checkOptions(request.speed ?? 1, request.pitch ?? 0);
  const locale = request.locale && isLocale(request.locale) ? request.locale : (voiceLanguage(voice) ?? 'en');
  const segments = prepare(request.text, locale);
  const key = cacheKey([
    PIPELINE_VERSION,
    OUTPUT_SAMPLE_RATE,
    LOUDNESS,
    engine.id,
    engine.version,
    voice.id,
    voice.engineVoice,
    options.speed,
    options.pitch,
    segments,
  ]);
  const { audio, hit } = await service.cache.getOrCreate(key, async () => {
    const pieces = await Promise.all(
      segments.flatMap((segment): Promise<Piece>[] =>
        segment.kind === 'pause'
          ? [Promise.resolve({ kind: 'pause', seconds: segment.seconds })]
          : splitSentences(segment.text, service.parallelism * RUNS_PER_WORKER).map(
              async (text): Promise<Piece> => ({
                kind: 'speech',
                samples: conform(await speak(engine, text, voice, options)),
                gapAfter: SENTENCE_GAP_SECONDS,
              }),
            ),
      ),
    );
    return assemble(pieces);
  });
  return { samples: audio.samples, sampleRate: audio.sampleRate, cacheHit: hit };
}

/** Any engine failure is a temporary unavailability to the caller, whatever the engine threw. */
async function speak(
  engine: TtsEngine,
  text: string,
  voice: VoiceInfo,
  options: SynthesisOptions,
): Promise<EngineAudio> {
  try {
    return await engine.synthesize(text, voice, options);
  } catch (error) {
    if (error instanceof TtsUnavailableError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new TtsUnavailableError('engine', `The ${engine.id} engine failed: ${message}`, { cause: error });
  }
}

function checkOptions(speed: number, pitch: number): SynthesisOptions {
  const inRange = (n: number, r: { min: number; max: number }) =>
    Number.isFinite(n) && n >= r.min && n <= r.max;
  if (!inRange(speed, limits.speed))
    throw new TtsInputError(
      'validation',
      `speed must be between ${limits.speed.min} and ${limits.speed.max}.`,
    );
  if (!inRange(pitch, limits.pitch))
    throw new TtsInputError(
      'validation',
      `pitch must be between ${limits.pitch.min} and ${limits.pitch.max}.`,
    );
  return { speed, pitch };
}

function prepare(text: string, locale: Locale): Segment[] {
  const prepared = prepareText(text, locale);
  if (prepared.ok) return prepared.segments;
  const { issue } = prepared;
  switch (issue.code) {
    case 'empty':
      throw new TtsInputError('empty-text', 'The text is empty.');
    case 'too-long':
      throw new TtsInputError(
        'text-too-long',
        `The text is longer than ${issue.limit} characters.`,
        issue.limit,
      );
    case 'control-characters':
      throw new TtsInputError('control-characters', 'The text contains control characters.');
  }
}
