import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratedLoudness, truePeakDb } from '../audio/loudness';
import {
  EDGE_SECONDS,
  fadeEdges,
  OUTPUT_SAMPLE_RATE,
  SENTENCE_GAP_SECONDS,
  splitSentences,
  trimSilence,
} from './assemble';
import { createEspeakEngine } from './engines/espeak';
import { createFliteEngine } from './engines/flite';
import { createTtsWorkerPool, type TtsWorkerPool } from './engines/tts-worker-pool';
import { TtsInputError, TtsUnavailableError } from './errors';
import { createLimiter, synthesizeGreeting } from './synthesize';
import { durationSeconds, rmsDb } from './testing/audio-stats';
import { createTestService } from './testing/test-service';
import { createToneEngine } from './testing/tone-engine';

async function inputError(promise: Promise<unknown>): Promise<TtsInputError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TtsInputError);
  return error as TtsInputError;
}

describe('splitSentences', () => {
  it('splits at real sentence ends only', () => {
    const text = 'One two three. Four five six! Seven eight nine? Ten eleven twelve.';
    expect(splitSentences(text)).toEqual([
      'One two three.',
      'Four five six!',
      'Seven eight nine?',
      'Ten eleven twelve.',
    ]);
    expect(splitSentences('No sentence end here')).toEqual(['No sentence end here']);
    expect(splitSentences('Call J. R. Miller today. Thanks.')).toEqual([
      'Call J. R. Miller today.',
      'Thanks.',
    ]);
    // Not sentence ends: a colon, a lower-case continuation.
    expect(splitSentences('Our hours: Monday to Friday. Call us, e.g. tomorrow.')).toEqual([
      'Our hours: Monday to Friday.',
      'Call us, e.g. tomorrow.',
    ]);
    // Greek ends questions with ";", Spanish opens them with "¿".
    expect(splitSentences('Τι κάνετε; Καλά, ευχαριστώ.')).toHaveLength(2);
    expect(splitSentences('Hola. ¿Cómo está?')).toEqual(['Hola.', '¿Cómo está?']);
  });
});

/** Stretches of sound (|x| > 0.001) separated by at least 0.2 s of silence, in seconds. */
function speechSpans(samples: Float32Array, rate: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let quiet = Infinity;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]!) <= 0.001) {
      quiet++;
      continue;
    }
    if (quiet > 0.2 * rate || spans.length === 0) spans.push({ start: i / rate, end: (i + 1) / rate });
    else spans[spans.length - 1]!.end = (i + 1) / rate;
    quiet = 0;
  }
  return spans;
}

function largestStep(samples: Float32Array): number {
  let most = 0;
  for (let i = 1; i < samples.length; i++) most = Math.max(most, Math.abs(samples[i]! - samples[i - 1]!));
  return most;
}

describe('fadeEdges', () => {
  it('ramps both ends smoothly from near zero and leaves the middle alone', () => {
    const samples = new Float32Array(1000).fill(1);
    fadeEdges(samples, 24_000, 0.005);
    expect(samples[0]).toBeLessThan(0.001);
    expect(samples[999]).toBeLessThan(0.001);
    expect(samples[500]).toBe(1);
    expect(samples[119]).toBeGreaterThan(0.999);
    expect(largestStep(samples)).toBeLessThan(0.02);
  });
});

describe('createLimiter', () => {
  it('runs at most n tasks at once, in call order', async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((i) =>
      limit(async () => {
        started.push(i);
        await new Promise<void>((resolve) => gates.push(resolve));
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[0]!();
    await tasks[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!();
    await tasks[1];
    await Promise.resolve();
    gates[2]!();
    gates[3]!();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
  });
});

describe('trimSilence', () => {
  it('cuts leading and trailing silence but keeps a little room', () => {
    const samples = new Float32Array(16_000);
    samples.fill(0.5, 4000, 8000);
    const trimmed = trimSilence({ samples, sampleRate: 16_000 });
    expect(trimmed.samples.length).toBe(4000 + 2 * 320);
  });
});

describe('synthesizeGreeting with a stand-in engine', () => {
  it('renders 24 kHz mono at the loudness target, with pauses as silence of the given length', async () => {
    const service = createTestService([createToneEngine()]);
    const plain = await synthesizeGreeting(
      { text: 'Hello there friend. Goodbye now.', voiceId: 'tone-en-f' },
      service,
    );
    const paused = await synthesizeGreeting(
      { text: 'Hello there friend. [pause 2s] Goodbye now.', voiceId: 'tone-en-f' },
      service,
    );
    expect(plain.sampleRate).toBe(OUTPUT_SAMPLE_RATE);
    expect(integratedLoudness(plain.samples, plain.sampleRate)).toBeCloseTo(-18, 0);
    expect(truePeakDb(plain.samples, plain.sampleRate)).toBeLessThanOrEqual(-0.9);
    // The pause replaces the sentence gap the engine run would have had.
    expect(durationSeconds(paused) - durationSeconds(plain)).toBeCloseTo(2 - 0.35, 1);
    const middle = paused.samples.subarray(Math.round(1.2 * 24_000), Math.round(2.4 * 24_000));
    expect(rmsDb(middle)).toBeLessThan(-90);
  });

  it('speaks each sentence once, longest first, and keeps sentence order in the audio', async () => {
    const engine = createToneEngine();
    const service = createTestService([engine], { parallelism: 1 });
    const audio = await synthesizeGreeting(
      { text: 'Short one. The second sentence is the longest here. Third is mid.', voiceId: 'tone-en-f' },
      service,
    );
    expect(engine.calls).toEqual(['The second sentence is the longest here.', 'Third is mid.', 'Short one.']);
    // Tone engine: 0.25 s per word. Order in the audio is the text's: 2, 7 and 3 words.
    const spans = speechSpans(audio.samples, audio.sampleRate);
    expect(spans.map((s) => Math.round((s.end - s.start) * 4) / 4)).toEqual([0.5, 1.75, 0.75]);
  });

  it('joins sentences with one gap each, and the join is the sum of its parts', async () => {
    const service = createTestService([createToneEngine()]);
    const parts = ['Hello there friend.', 'Thanks for calling us today.', 'Goodbye now.'];
    // At speed 1.3 the stand-in's tone stops mid-cycle: without fades every join would step.
    const say = (text: string) => synthesizeGreeting({ text, voiceId: 'tone-en-f', speed: 1.3 }, service);
    const alone = await Promise.all(parts.map(say));
    const joined = await say(parts.join(' '));
    // Each lone sentence carries 2 × 0.1 s of edge; the joined greeting has one pair of edges and
    // a gap between neighbours.
    const expected =
      alone.reduce((n, a) => n + durationSeconds(a) - 2 * EDGE_SECONDS, 0) +
      2 * EDGE_SECONDS +
      (parts.length - 1) * SENTENCE_GAP_SECONDS;
    expect(durationSeconds(joined)).toBeCloseTo(expected, 3);
    const spans = speechSpans(joined.samples, joined.sampleRate);
    expect(spans).toHaveLength(3);
    // Fades: no join starts or ends on a step; the largest jump anywhere is the tone's own slope.
    expect(largestStep(joined.samples)).toBeLessThan(0.05);
    for (const span of spans) {
      const first = Math.round(span.start * joined.sampleRate);
      expect(Math.abs(joined.samples[first - 1]!)).toBeLessThan(0.01);
    }
  });

  it('after an edit, speaks only the changed sentences (sentence cache)', async () => {
    const engine = createToneEngine();
    const service = createTestService([engine]);
    const sentences = service.sentenceCache!;
    const say = (text: string) => synthesizeGreeting({ text, voiceId: 'tone-en-f' }, service);
    await say('Thank you for calling. We are closed today. Please leave a message.');
    expect(sentences.stats()).toMatchObject({ hits: 0, misses: 3 });
    await say('Thank you for calling. We are open tomorrow. Please leave a message.');
    expect(sentences.stats()).toMatchObject({ hits: 2, misses: 4 });
    expect(engine.calls).toEqual([
      'Please leave a message.',
      'Thank you for calling.',
      'We are closed today.',
      'We are open tomorrow.',
    ]);
    // A different speed is different audio: nothing is reused.
    await synthesizeGreeting(
      { text: 'Thank you for calling. We are open tomorrow.', voiceId: 'tone-en-f', speed: 1.25 },
      service,
    );
    expect(sentences.stats().misses).toBe(6);
  });

  it('never queues more sentences at once than twice the workers', async () => {
    const engine = createToneEngine();
    engine.delayMs = 5;
    let running = 0;
    let most = 0;
    const synthesize = engine.synthesize.bind(engine);
    engine.synthesize = async (...args) => {
      most = Math.max(most, ++running);
      try {
        return await synthesize(...args);
      } finally {
        running--;
      }
    };
    const text = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} is here.`).join(' ');
    await synthesizeGreeting({ text, voiceId: 'tone-en-f' }, createTestService([engine], { parallelism: 2 }));
    expect(engine.calls).toHaveLength(12);
    expect(most).toBe(4);
  });

  it('rejects input that cannot be spoken with typed codes', async () => {
    const service = createTestService([createToneEngine()]);
    const say = (text: string, extra: Partial<{ voiceId: string; speed: number; pitch: number }> = {}) =>
      synthesizeGreeting({ text, voiceId: 'tone-en-f', ...extra }, service);
    expect((await inputError(say('Hello', { voiceId: 'nobody' }))).code).toBe('unknown-voice');
    expect((await inputError(say('   [pause 1s]  '))).code).toBe('empty-text');
    const tooLong = await inputError(say('a'.repeat(1501)));
    expect(tooLong.code).toBe('text-too-long');
    expect(tooLong.limit).toBe(1500);
    expect((await inputError(say('Hello\u0007there'))).code).toBe('control-characters');
    expect((await inputError(say('Hello', { speed: 3 }))).code).toBe('validation');
    expect((await inputError(say('Hello', { pitch: Number.NaN }))).code).toBe('validation');
  });

  it('reports any engine failure as a temporary unavailability', async () => {
    const engine = createToneEngine();
    engine.failWith = new Error('segfault in engine');
    const error = await synthesizeGreeting(
      { text: 'Hello', voiceId: 'tone-en-f' },
      createTestService([engine]),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TtsUnavailableError);
    expect((error as TtsUnavailableError).reason).toBe('engine');
  });
});

describe('synthesizeGreeting with the real engines', () => {
  let pool: TtsWorkerPool;
  beforeAll(() => {
    pool = createTtsWorkerPool({ size: 2, maxQueue: 32, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it('makes every voice equally loud whatever its engine', { timeout: 60_000 }, async () => {
    const service = createTestService([createFliteEngine(pool), createEspeakEngine(pool)]);
    const cases = [
      { voiceId: 'flite-slt', text: 'Thank you for calling. Please leave a message after the tone.' },
      { voiceId: 'flite-rms', text: 'Thank you for calling. Please leave a message after the tone.' },
      { voiceId: 'espeak-el-eleni', text: 'Ευχαριστούμε για την κλήση σας. Αφήστε μήνυμα μετά τον ήχο.' },
      { voiceId: 'espeak-pt-tiago', text: 'Obrigado pela sua chamada. Deixe uma mensagem após o sinal.' },
    ];
    for (const c of cases) {
      const audio = await synthesizeGreeting(c, service);
      expect(audio.sampleRate).toBe(24_000);
      expect(durationSeconds(audio), c.voiceId).toBeGreaterThan(1.5);
      // Within 1 dB of the target (about the smallest step a listener notices); the true-peak
      // limiter may take a few tenths off peaky formant voices.
      const lufs = integratedLoudness(audio.samples, audio.sampleRate);
      expect(Math.abs(lufs + 18), `${c.voiceId}: ${lufs.toFixed(2)} LUFS`).toBeLessThan(1);
      expect(truePeakDb(audio.samples, audio.sampleRate), c.voiceId).toBeLessThanOrEqual(-0.9);
    }
  });
});
