// The one entry point that turns greeting text into audio: validate → normalize text → look up
// the content-addressed cache → synthesize each sentence (cached on its own) in parallel workers,
// longest first → assemble.
import { limits } from '../greeting/spec';
import { isLocale, type Locale } from '../i18n/locales';
import {
  assemble,
  conform,
  conformedPeak,
  OUTPUT_SAMPLE_RATE,
  LOUDNESS,
  SENTENCE_GAP_SECONDS,
  splitSentences,
  type Piece,
} from './assemble';
import { cacheKey, type CachedAudio } from './cache';
import type { EngineAudio, SynthesisOptions, SynthesisPurpose, TtsEngine, VoiceInfo } from './engine';
import { TtsInputError, TtsUnavailableError } from './errors';
import { voiceLanguage } from './registry';
import { getTtsService, type TtsService } from './service';
import { splitPronunciations } from './text/pronounce';
import { prepareText, type Pronunciation, type Segment } from './text';

/**
 * Sentences of one greeting in the pool at once, per worker: one running and one waiting, so a
 * worker never idles while the main thread resamples, and a 1,500-character greeting cannot fill
 * the pool's queue (other visitors' sentences still get their turn).
 */
const SENTENCES_PER_WORKER = 2;

/**
 * Bump when assembly changes the sound (gaps, fades, loudness, rate), so old cache entries are
 * not reused. 3: one synthesis per sentence, 5 ms fades at sentence edges.
 */
export const PIPELINE_VERSION = 3;

export interface GreetingRequest {
  text: string;
  voiceId: string;
  speed?: number;
  pitch?: number;
  /** Language for text normalization; defaults to the voice's language. */
  locale?: Locale;
  /** The greeting's pronunciation dictionary; only the entries of `locale` apply. */
  pronunciations?: readonly Pronunciation[];
  /** A visitor's preview (default) or a paid order's render; not part of the cache key. */
  purpose?: SynthesisPurpose;
}

export interface GreetingAudio {
  /** Mono float samples at `sampleRate` (OUTPUT_SAMPLE_RATE); read-only, shared with the cache. */
  samples: Float32Array;
  sampleRate: number;
  cacheHit: boolean;
  /**
   * `encode()` of these samples (e.g. the WAV a route sends), kept in the greeting cache beside
   * them while they stay in memory: a greeting answered again is not encoded again.
   */
  encoded: (encode: () => Uint8Array) => Uint8Array;
}

export interface SynthesisMode {
  /**
   * Warm-up (the studio's text rested a moment, POST /api/tts/warm/): synthesize into the caches
   * only while no other greeting is being synthesized, else throw TtsUnavailableError('busy')
   * at once — a guess at the next "listen" must never delay anyone's actual request. A cloud
   * voice is only looked up, never synthesized: a guess must not spend paid characters.
   */
  onlyIfIdle?: boolean;
}

/** Greetings each service is synthesizing right now (cache misses), for `onlyIfIdle`. */
const active = new WeakMap<TtsService, number>();

/** What identifies a voice's sound in the greeting and sentence cache keys. */
const voiceKey = (engine: TtsEngine, voice: VoiceInfo, options: SynthesisOptions) =>
  [engine.id, engine.version, voice.id, voice.engineVoice, voice.pace ?? 1, options.speed, options.pitch] as const;

/**
 * Speak a greeting. Throws TtsInputError for input that cannot be spoken (unknown voice, empty,
 * too long, control characters, out-of-range numbers) and TtsUnavailableError when the engines
 * are busy, time out or fail.
 */
export async function synthesizeGreeting(
  request: GreetingRequest,
  service: TtsService = getTtsService(),
  mode: SynthesisMode = {},
): Promise<GreetingAudio> {
  const found = service.registry.find(request.voiceId);
  if (!found) throw new TtsInputError('unknown-voice', `Unknown voice "${request.voiceId}".`);
  const { voice, engine } = found;
  const options: SynthesisOptions = {
    ...checkOptions(request.speed ?? 1, request.pitch ?? 0),
    purpose: request.purpose ?? 'preview',
  };
  const locale = request.locale && isLocale(request.locale) ? request.locale : (voiceLanguage(voice) ?? 'en');
  const entries = (request.pronunciations ?? []).filter((e) => e.locale === locale);
  // SSML voices get the dictionary as <sub alias> (the adapter writes it); others respelled text.
  const bySsml = engine.readsSsmlSub === true && entries.length > 0;
  if (bySsml) options.pronounce = { locale, entries };
  const segments = prepare(request.text, locale, bySsml ? [] : entries);
  const key = cacheKey([
    PIPELINE_VERSION,
    OUTPUT_SAMPLE_RATE,
    LOUDNESS,
    ...voiceKey(engine, voice, options),
    segments,
    ...(bySsml ? [entries.map((e) => [e.word, e.sayAs])] : []),
  ]);
  const paid = voice.tier === 'neural';
  if (mode.onlyIfIdle && (paid || (active.get(service) ?? 0) > 0) && !(await service.cache.get(key))) {
    throw new TtsUnavailableError(
      'busy',
      paid
        ? 'Cloud voices are not warmed up ahead of a listen.'
        : 'Other greetings are being spoken; not warming up now.',
    );
  }
  const { audio, hit } = await service.cache.getOrCreate(key, async () => {
    active.set(service, (active.get(service) ?? 0) + 1);
    try {
      return await synthesizeMiss(service, engine, voice, options, segments);
    } finally {
      active.set(service, (active.get(service) ?? 1) - 1);
    }
  });
  return {
    samples: audio.samples,
    sampleRate: audio.sampleRate,
    cacheHit: hit,
    encoded: (encode) => service.cache.encoded(key, encode),
  };
}

/** A greeting not in the cache: its sentences (each possibly cached on its own), joined. */
async function synthesizeMiss(
  service: TtsService,
  engine: TtsEngine,
  voice: VoiceInfo,
  options: SynthesisOptions,
  segments: Segment[],
): Promise<EngineAudio> {
  const speakSentence = sentenceSpeaker(service, engine, voice, options);
  const planned = segments.map((segment) =>
    segment.kind === 'pause' ? segment : { kind: 'speech' as const, sentences: splitSentences(segment.text) },
  );
  // Longest sentences go to the workers first, so the short ones fill in at the end and both
  // workers finish at about the same time (longest-processing-time-first scheduling).
  const all = planned.flatMap((p) => (p.kind === 'speech' ? p.sentences : []));
  const order = [...new Set(all)].sort((a, b) => b.length - a.length);
  // Promise.all handles every rejection at once (no sentence fails unobserved).
  const audios = await Promise.all(order.map(speakSentence));
  const spoken = new Map(order.map((sentence, i) => [sentence, audios[i]!]));
  const pieces: Piece[] = [];
  for (const p of planned) {
    if (p.kind === 'pause') {
      pieces.push({ kind: 'pause', seconds: p.seconds });
      continue;
    }
    for (const sentence of p.sentences) {
      const { samples, truePeak } = spoken.get(sentence)!;
      pieces.push({ kind: 'speech', samples, truePeak, gapAfter: SENTENCE_GAP_SECONDS });
    }
  }
  return assemble(pieces);
}

/**
 * Speaks one sentence at a time through the service's sentence cache (when it has one), at most
 * `parallelism × SENTENCES_PER_WORKER` at once for this greeting. A sentence's cache key holds
 * everything that changes its sound, so an edit re-synthesizes only the sentences it touched.
 */
function sentenceSpeaker(
  service: TtsService,
  engine: TtsEngine,
  voice: VoiceInfo,
  options: SynthesisOptions,
): (sentence: string) => Promise<CachedAudio> {
  const limit = createLimiter(Math.max(1, service.parallelism * SENTENCES_PER_WORKER));
  const produce = async (sentence: string): Promise<CachedAudio> => {
    const audio = await limit(() => speak(engine, sentence, voice, options));
    const samples = conform(audio);
    return { samples, sampleRate: OUTPUT_SAMPLE_RATE, truePeak: conformedPeak(samples) };
  };
  const cache = service.sentenceCache;
  if (!cache) return produce;
  return async (sentence) => {
    const key = cacheKey([
      PIPELINE_VERSION,
      OUTPUT_SAMPLE_RATE,
      ...voiceKey(engine, voice, options),
      sentence,
      // Only the entries this sentence uses change its sound (an SSML voice's <sub>s).
      ...(options.pronounce ? [sentenceSubs(sentence, options.pronounce)] : []),
    ]);
    return (await cache.getOrCreate(key, () => produce(sentence))).audio;
  };
}

/** Run at most `max` tasks at once; the others start in call order as running ones finish. */
export function createLimiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, before the caller's continuation (conform)
      // runs: the worker gets its next sentence while the main thread resamples this one.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Any engine failure is a temporary unavailability to the caller, whatever the engine threw. */
async function speak(
  engine: TtsEngine,
  text: string,
  voice: VoiceInfo,
  options: SynthesisOptions,
): Promise<EngineAudio> {
  try {
    // The studio's 1.0× is the voice's phone pace, not the engine's own default rate.
    return await engine.synthesize(text, voice, { ...options, speed: options.speed * (voice.pace ?? 1) });
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

function sentenceSubs(sentence: string, pronounce: NonNullable<SynthesisOptions['pronounce']>): string[][] {
  return splitPronunciations(sentence, pronounce.entries, pronounce.locale).flatMap((p) =>
    p.kind === 'sub' ? [[p.text, p.alias]] : [],
  );
}

function prepare(text: string, locale: Locale, entries: readonly Pronunciation[]): Segment[] {
  const prepared = prepareText(text, locale, entries);
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
