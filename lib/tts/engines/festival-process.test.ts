import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeWav } from '../../audio/encode/decode-wav';
import { TtsUnavailableError } from '../errors';
import { detectFestival } from './festival';
import {
  encodeScript,
  FestivalPool,
  jobScript,
  schemeString,
  startScript,
  type FestivalProcessOptions,
} from './festival-process';

const fake = fileURLToPath(new URL('../testing/fake-festival.mjs', import.meta.url));
const pools: FestivalPool[] = [];
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
  delete process.env.FAKE_FESTIVAL_LOG;
});

/** A pool on the fake Festival; `starts()` counts the processes it started. */
function fakePool(options: Partial<FestivalProcessOptions> = {}) {
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), 'fake-festival-')), 'starts');
  process.env.FAKE_FESTIVAL_LOG = log;
  const pool = new FestivalPool({ program: fake, voice: 'fake', size: 2, timeoutMs: 10_000, ...options });
  pools.push(pool);
  const starts = () => {
    try {
      return readFileSync(log, 'utf8').trim().split('\n').length;
    } catch {
      return 0;
    }
  };
  return { pool, starts };
}

const samplesOf = (bytes: Uint8Array) => decodeWav(bytes).mono;

describe('the Scheme sent to Festival', () => {
  it('keeps any text inside one string literal', () => {
    expect(schemeString('He said "hi" (loudly) \\ twice')).toBe('"He said \\"hi\\" (loudly) \\\\ twice"');
    expect(schemeString('two\nlines\r\n')).toBe('"two lines "');
  });

  it('sends a diphone voice its rate as Duration_Stretch and its text as Latin-1', () => {
    expect(jobScript({ text: 'Sì.', rate: 1.25 }, '/tmp/x.wav', 'abc', 'diphone')).toContain(
      "(Parameter.set 'Duration_Stretch 0.8000)",
    );
    expect(startScript('pc_diphone', 'diphone')).not.toContain('hts_engine_params');
    expect([...encodeScript('"è €"', 'diphone')]).toEqual([0x22, 0xe8, 0x20, 0x20, 0x22]);
    expect(encodeScript('"è"').toString('utf8')).toBe('"è"');
  });

  it("sets each job's rate from the voice's own parameters and ends with the job's marker", () => {
    const script = jobScript({ text: 'Hello.', rate: 1.25 }, '/tmp/x.wav', 'abc');
    expect(script).toContain('(append gs_base_params (list (list "-r" 1.2500)))');
    expect(script).toContain('(Utterance Text "Hello.")');
    expect(script.trim().endsWith('(format stderr "\\nGS-DONE abc\\n")')).toBe(true);
  });
});

describe('FestivalPool (with a stand-in Festival)', () => {
  it('speaks with one long-running process per slot', { timeout: 20_000 }, async () => {
    const { pool, starts } = fakePool();
    const texts = ['One.', 'Two words here.', 'He said "three" (\\).', 'Four.', 'Five.'];
    const results = await Promise.all(texts.map((text) => pool.run({ text, rate: 1 })));
    results.forEach((bytes, i) => expect(samplesOf(bytes).length).toBe(texts[i]!.length * 100));
    expect(starts()).toBe(2);
    expect(pool.running()).toBe(2);
  });

  it('passes the rate of each job, not the last one', { timeout: 20_000 }, async () => {
    const { pool } = fakePool({ size: 1 });
    const fast = await pool.run({ text: 'Fast.', rate: 2 });
    const natural = await pool.run({ text: 'Natural.', rate: 1 });
    expect(samplesOf(fast)[0]).toBeCloseTo(0.5, 3);
    expect(samplesOf(natural)[0]).toBeCloseTo(0.25, 3);
  });

  it(
    'ends a process that takes too long; the next sentence gets a fresh one',
    { timeout: 20_000 },
    async () => {
      const { pool, starts } = fakePool({ size: 1, timeoutMs: 500 });
      await pool.run({ text: 'Warm.', rate: 1 });
      const hung = pool.run({ text: 'HANG forever.', rate: 1 });
      await expect(hung).rejects.toBeInstanceOf(TtsUnavailableError);
      await expect(hung).rejects.toMatchObject({ reason: 'timeout' });
      expect(samplesOf(await pool.run({ text: 'Again.', rate: 1 })).length).toBe(600);
      expect(starts()).toBe(2);
    },
  );

  it('reports a crashed process and recovers', { timeout: 20_000 }, async () => {
    const { pool, starts } = fakePool({ size: 1 });
    await expect(pool.run({ text: 'CRASH now.', rate: 1 })).rejects.toMatchObject({ reason: 'engine' });
    expect(samplesOf(await pool.run({ text: 'Fine.', rate: 1 })).length).toBe(500);
    expect(starts()).toBe(2);
  });

  it(
    "answers Festival's own complaint when it wrote no audio, and keeps the process",
    { timeout: 20_000 },
    async () => {
      const { pool, starts } = fakePool({ size: 1 });
      await expect(pool.run({ text: 'FAIL here.', rate: 1 })).rejects.toThrow(
        /SIOD ERROR: unbound variable FAIL/,
      );
      expect(samplesOf(await pool.run({ text: 'Fine.', rate: 1 })).length).toBe(500);
      expect(starts()).toBe(1);
    },
  );

  it('does not keep a script alive once its sentences are spoken', { timeout: 30_000 }, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'festival-script-'));
    const script = path.join(dir, 'script.ts');
    const source = JSON.stringify(fileURLToPath(new URL('./festival-process.ts', import.meta.url)));
    writeFileSync(
      script,
      `import { FestivalPool } from ${source};\n` +
        `const pool = new FestivalPool({ program: ${JSON.stringify(fake)}, voice: 'fake', size: 1, timeoutMs: 10000 });\n` +
        `pool.run({ text: 'Bye.', rate: 1 }).then((b) => console.log('spoke', b.length));\n`,
    );
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    // Without unref'd process handles this would wait for the 10-minute idle end and time out.
    const out = execFileSync(tsx, [script], { timeout: 20_000, encoding: 'utf8' });
    expect(out).toContain('spoke 844');
  });

  it('lets an idle process go and starts it again when needed', { timeout: 20_000 }, async () => {
    const { pool, starts } = fakePool({ size: 1, idleMs: 100 });
    await pool.run({ text: 'First.', rate: 1 });
    expect(pool.running()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pool.running()).toBe(0);
    await pool.run({ text: 'Second.', rate: 1 });
    expect(starts()).toBe(2);
  });
});

const festival = detectFestival();

/**
 * The pool speaks each sentence exactly as a fresh `text2wave` does with the same voice and rate
 * (`evals` sets them up for text2wave; `input` encodes the text as Festival should read it).
 */
async function expectLikeText2wave(
  options: Pick<FestivalProcessOptions, 'voice' | 'kind'>,
  cases: readonly (readonly [string, number])[],
  evals: (rate: number) => string[],
  input: (text: string) => string | Buffer,
) {
  const pool = new FestivalPool({ program: festival!.program, size: 1, timeoutMs: 30_000, ...options });
  pools.push(pool);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'text2wave-')), 'out.wav');
  for (const [text, rate] of cases) {
    execFileSync('text2wave', ['-o', file, ...evals(rate)], { input: input(text) });
    const expected = samplesOf(new Uint8Array(readFileSync(file)));
    const spoken = samplesOf(await pool.run({ text, rate }));
    expect(spoken.length).toBeGreaterThan(16_000);
    expect(
      Buffer.compare(Buffer.from(spoken.buffer), Buffer.from(expected.buffer)),
      `${text} @ ${rate}`,
    ).toBe(0);
  }
}

describe.skipIf(!festival?.voiceIds.includes('festival-slt'))(
  'FestivalPool (runs only with Debian festvox-us-slt-hts)',
  () => {
    it('speaks exactly what text2wave speaks, sentence after sentence', { timeout: 60_000 }, () =>
      expectLikeText2wave(
        { voice: 'cmu_us_slt_arctic_hts' },
        [
          ['Thank you for calling Northwind Dental.', 1],
          ['Please leave your name and number after the tone.', 1.25],
          ['Thank you for calling Northwind Dental.', 1],
        ],
        (rate) => [
          '-eval',
          '(voice_cmu_us_slt_arctic_hts)',
          ...(rate === 1
            ? []
            : [
                '-eval',
                `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${rate.toFixed(4)}))))`,
              ]),
        ],
        (text) => text,
      ),
    );
  },
);

// scripts/test.mjs installs Debian festival + festvox-itapc16k, so CI runs this.
describe.skipIf(!festival?.voiceIds.includes('festival-it-piero'))(
  'FestivalPool, Italian diphones (runs with Debian festival + festvox-itapc16k, which npm test installs)',
  () => {
    it(
      "speaks exactly what text2wave speaks from Latin-1 text, at each job's rate",
      { timeout: 180_000 }, // each text2wave starts Festival afresh: slow on a busy machine
      () =>
        expectLikeText2wave(
          { voice: 'pc_diphone', kind: 'diphone' },
          [
            ['Il nostro studio è attualmente chiuso.', 1],
            ['Lasci un messaggio, perché la richiameremo.', 1.25],
          ],
          (rate) => [
            '-eval',
            '(voice_pc_diphone)',
            '-eval',
            `(Parameter.set 'Duration_Stretch ${(1 / rate).toFixed(4)})`,
          ],
          (text) => Buffer.from(text, 'latin1'),
        ),
    );
  },
);
