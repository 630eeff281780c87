import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratedLoudness, truePeakDb } from '../audio/loudness';
import { OUTPUT_SAMPLE_RATE, splitSentences, trimSilence } from './assemble';
import { createEspeakEngine } from './engines/espeak';
import { createFliteEngine } from './engines/flite';
import { createTtsWorkerPool, type TtsWorkerPool } from './engines/tts-worker-pool';
import { TtsInputError, TtsUnavailableError } from './errors';
import { synthesizeGreeting } from './synthesize';
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
  it('groups whole sentences into at most n runs of similar length', () => {
    const text = 'One two three. Four five six! Seven eight nine? Ten eleven twelve.';
    expect(splitSentences(text, 1)).toEqual([text]);
    expect(splitSentences(text, 2)).toEqual([
      'One two three. Four five six!',
      'Seven eight nine? Ten eleven twelve.',
    ]);
    expect(splitSentences(text, 8)).toHaveLength(4);
    expect(splitSentences('No sentence end here', 2)).toEqual(['No sentence end here']);
    expect(splitSentences('Dr. Smith is in.', 1)).toEqual(['Dr. Smith is in.']);
    // Not sentence ends: a colon, a lower-case continuation.
    expect(splitSentences('Our hours: Monday to Friday. Call us, e.g. tomorrow.', 4)).toEqual([
      'Our hours: Monday to Friday.',
      'Call us, e.g. tomorrow.',
    ]);
    // Greek ends questions with ";", Spanish opens them with "¿".
    expect(splitSentences('Τι κάνετε; Καλά, ευχαριστώ.', 2)).toHaveLength(2);
    expect(splitSentences('Hola. ¿Cómo está?', 2)).toEqual(['Hola.', '¿Cómo está?']);
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

  it('splits a long greeting into two sentence runs per worker and keeps sentence order', async () => {
    const engine = createToneEngine();
    const service = createTestService([engine], { parallelism: 1 });
    await synthesizeGreeting(
      { text: 'First sentence here. Second one now. Third is this. Fourth and last.', voiceId: 'tone-en-f' },
      service,
    );
    expect(engine.calls).toEqual(['First sentence here. Second one now.', 'Third is this. Fourth and last.']);
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
