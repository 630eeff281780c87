// Long-running Festival processes for the optional Festival engine. Why: a `text2wave` process per
// sentence spends most of its time starting Festival and loading the HTS voice (about 0.3–0.6 s
// before the first sample, several times the synthesis of a short sentence). Each process here
// loads the voice once and then speaks one sentence at a time, read as Scheme from its stdin.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TtsUnavailableError } from '../errors';

/**
 * How a voice takes its rate and text: an HTS voice through its engine's "-r" (it ignores
 * Duration_Stretch) and UTF-8; a diphone voice through Duration_Stretch and ISO-8859-1 (the Italian
 * lexicon's letter-to-sound rules match Latin-1 bytes: "è" sent as UTF-8 stops the utterance).
 */
export type FestivalVoiceKind = 'hts' | 'diphone';

export interface FestivalProcessOptions {
  /** Path of the `festival` program. */
  program: string;
  /** Festival's voice function name without `voice_`, e.g. "cmu_us_slt_arctic_hts". */
  voice: string;
  /** Default "hts". */
  kind?: FestivalVoiceKind;
  /** Processes at most (one sentence each at a time). */
  size: number;
  /** A sentence taking longer ends its process; the next sentence starts a fresh one. */
  timeoutMs: number;
  /**
   * A process idle this long ends (Festival holds about 300 MB with the HTS voice loaded); the
   * next sentence starts it again, paying the start-up once. Default 10 minutes.
   */
  idleMs?: number;
}

const DEFAULT_IDLE_MS = 10 * 60_000;

export interface FestivalJob {
  text: string;
  /** HTS engine speech rate ("-r"), 1 = natural. */
  rate: number;
}

/** Festival reads a double-quoted Scheme string: only the backslash and the quote need escaping. */
export function schemeString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`;
}

/** Loads the voice once per process; an HTS voice's own parameters are kept for every job's rate. */
export function startScript(voice: string, kind: FestivalVoiceKind = 'hts'): string {
  return [
    `(voice_${voice})`,
    ...(kind === 'hts' ? ['(set! gs_base_params hts_engine_params)'] : []),
    '(format stderr "\\nGS-READY\\n")',
    '',
  ].join('\n');
}

/**
 * The Scheme one sentence is spoken with: every job sets its own rate (from the parameters the voice
 * left, for HTS), so no job inherits another's; the marker on stderr (unbuffered, where stdout on a
 * pipe is not) says the job is over, whether the file was written or not.
 */
export function jobScript(
  job: FestivalJob,
  file: string,
  id: string,
  kind: FestivalVoiceKind = 'hts',
): string {
  const rate =
    kind === 'hts'
      ? `(set! hts_engine_params (append gs_base_params (list (list "-r" ${job.rate.toFixed(4)}))))`
      : `(Parameter.set 'Duration_Stretch ${(1 / job.rate).toFixed(4)})`;
  return [
    rate,
    `(utt.save.wave (utt.synth (Utterance Text ${schemeString(job.text)})) ${schemeString(file)} 'riff)`,
    `(format stderr "\\nGS-DONE ${id}\\n")`,
    '',
  ].join('\n');
}

/** The bytes Festival reads: Latin-1 for diphone voices, any other character as a space. */
export function encodeScript(script: string, kind: FestivalVoiceKind = 'hts'): Buffer {
  if (kind === 'hts') return Buffer.from(script, 'utf8');
  return Buffer.from(script.replace(/[^\u0000-\u00ff]/g, ' '), 'latin1');
}

interface Pending {
  child: ChildProcessWithoutNullStreams;
  id: string;
  file: string;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** One `festival --pipe` process, one job at a time. */
class FestivalProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private ready: Promise<void> | null = null;
  private stderr = '';
  private pending: Pending | null = null;
  private idle: NodeJS.Timeout | null = null;
  busy = false;

  constructor(
    private readonly options: FestivalProcessOptions,
    private readonly dir: string,
  ) {}

  async run(job: FestivalJob): Promise<Uint8Array> {
    this.busy = true;
    if (this.idle) clearTimeout(this.idle);
    // The process and its pipes are unref'd (an idle Festival must not keep a script alive), so
    // this job keeps the event loop alive itself until it is answered.
    const keepAlive = setInterval(() => undefined, 60_000);
    try {
      await this.start();
      const child = this.child!;
      const id = randomUUID();
      const file = path.join(this.dir, `${id}.wav`);
      this.stderr = '';
      return await new Promise<Uint8Array>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.stop();
          reject(
            new TtsUnavailableError('timeout', `Festival took longer than ${this.options.timeoutMs} ms.`),
          );
        }, this.options.timeoutMs);
        this.pending = { child, id, file, resolve, reject, timer };
        child.stdin.write(encodeScript(jobScript(job, file, id, this.options.kind), this.options.kind));
      });
    } finally {
      clearInterval(keepAlive);
      this.pending = null;
      this.busy = false;
      this.idle = setTimeout(() => this.stop(), this.options.idleMs ?? DEFAULT_IDLE_MS);
      this.idle.unref();
    }
  }

  /** Whether a Festival process is running for this slot (tests). */
  get running(): boolean {
    return this.child !== null;
  }

  stop(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.child?.kill('SIGKILL');
    this.child = null;
    this.ready = null;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const child = spawn(this.options.program, ['--pipe'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout.resume(); // Nothing is read from stdout; keep its pipe from filling up.
    // An idle Festival must not keep a script or test process alive (a job in flight does, see
    // run). Festival ends by itself when our end of its stdin closes.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr])
      (stream as { unref?: () => void }).unref?.();
    const ready = new Promise<void>((resolve, reject) => {
      let started = false;
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        if (child !== this.child) return; // a process already let go (timed out)
        this.stderr += chunk;
        if (!started && this.stderr.includes('\nGS-READY\n')) {
          started = true;
          this.stderr = '';
          resolve();
        }
        this.settle();
      });
      const fail = (message: string, cause?: Error) => {
        if (this.child === child) {
          this.child = null;
          this.ready = null;
        }
        const error = new TtsUnavailableError('engine', message, { cause });
        if (!started) reject(error);
        const pending = this.pending;
        if (pending?.child === child) {
          clearTimeout(pending.timer);
          pending.reject(error);
        }
      };
      child.on('error', (error) => fail(`Festival failed to start: ${error.message}`, error));
      child.on('exit', (code, signal) =>
        fail(`Festival ended (${signal ?? code}): ${this.stderr.trim().slice(0, 200)}`),
      );
      child.stdin.on('error', () => undefined); // a dead process: 'exit' reports it
      child.stdin.write(startScript(this.options.voice, this.options.kind));
    });
    this.ready = ready;
    return ready;
  }

  /** The job's marker arrived: hand over the file it wrote, or what Festival complained about. */
  private settle(): void {
    const pending = this.pending;
    if (!pending || !this.stderr.includes(`\nGS-DONE ${pending.id}\n`)) return;
    clearTimeout(pending.timer);
    const complaint = this.stderr.replace(`\nGS-DONE ${pending.id}\n`, '').trim();
    this.stderr = '';
    fs.promises
      .readFile(pending.file)
      .then((bytes) => pending.resolve(new Uint8Array(bytes)))
      .catch(() =>
        pending.reject(
          new TtsUnavailableError(
            'engine',
            `Festival wrote no audio: ${complaint.slice(0, 200) || 'no message'}`,
          ),
        ),
      )
      .finally(() => void fs.promises.rm(pending.file, { force: true }));
  }
}

/** A few Festival processes; a job waits for a free one. */
export class FestivalPool {
  private readonly processes: FestivalProcess[];
  private readonly waiting: (() => void)[] = [];
  private readonly dir: string;

  constructor(options: FestivalProcessOptions) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'greeting-studio-festival-'));
    this.processes = Array.from(
      { length: Math.max(1, options.size) },
      () => new FestivalProcess(options, this.dir),
    );
  }

  async run(job: FestivalJob): Promise<Uint8Array> {
    let free = this.processes.find((p) => !p.busy);
    while (!free) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      free = this.processes.find((p) => !p.busy);
    }
    try {
      return await free.run(job);
    } finally {
      this.waiting.shift()?.();
    }
  }

  /** Festival processes alive now. */
  running(): number {
    return this.processes.filter((p) => p.running).length;
  }

  close(): void {
    for (const p of this.processes) p.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
