// A small worker-thread pool: in-process WASM synthesis is synchronous and takes 50–500 ms,
// so it must never run on the event loop that serves pages. Fixed size, bounded queue,
// per-job timeout that kills and replaces a stuck worker, and recovery when a worker dies.
import { Worker } from 'node:worker_threads';
import { TtsUnavailableError } from './errors';

export interface WorkerPoolOptions {
  /** Absolute path (or file: URL) of the worker script. */
  workerPath: string | URL;
  size: number;
  /** Jobs waiting beyond the running ones; one more is refused as "busy". */
  maxQueue: number;
  timeoutMs: number;
  /** Cloned into every worker as `workerData` (its configuration, e.g. memory caps). */
  workerData?: unknown;
}

/**
 * What a worker posts back for job `id`. `recycle`: the worker's memory passed a cap during the job
 * (e.g. an engine grown by a long sentence); the pool replaces it once the reply is delivered.
 */
type WorkerReply<R> =
  { id: number; ok: true; result: R; recycle?: boolean } | { id: number; ok: false; error: string };

interface Job<J, R> {
  id: number;
  payload: J;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

interface Slot<J, R> {
  worker: Worker;
  job: Job<J, R> | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Jobs this worker answered: a worker that never answered may be unable to start at all. */
  answered: number;
}

export interface PoolStats {
  size: number;
  busy: number;
  queued: number;
  /** Workers started so far, replacements included. */
  started: number;
  /** Workers replaced at their own request (memory cap), a subset of the replacements. */
  recycled: number;
}

export class WorkerPool<J, R> {
  private readonly slots: Slot<J, R>[] = [];
  private readonly queue: Job<J, R>[] = [];
  private nextId = 1;
  private started = 0;
  private recycled = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    if (options.size < 1) throw new RangeError('pool size must be at least 1');
  }

  /** Run one job on the next free worker. Rejects with TtsUnavailableError (busy, timeout, engine). */
  run(payload: J): Promise<R> {
    if (this.closed)
      return Promise.reject(new TtsUnavailableError('engine', 'The synthesis pool is shut down.'));
    this.fill();
    if (this.queue.length >= this.options.maxQueue && !this.slots.some((s) => s.job === null)) {
      return Promise.reject(new TtsUnavailableError('busy', 'All voices are busy; try again in a moment.'));
    }
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, payload, resolve, reject });
      this.dispatch();
    });
  }

  /** Start all workers now (they load their engines), instead of on the first job. */
  warm(): void {
    this.fill();
  }

  stats(): PoolStats {
    return {
      size: this.slots.length,
      busy: this.slots.filter((s) => s.job !== null).length,
      queued: this.queue.length,
      started: this.started,
      recycled: this.recycled,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      job.reject(new TtsUnavailableError('engine', 'The synthesis pool is shut down.'));
    }
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        this.finish(slot, new TtsUnavailableError('engine', 'The synthesis pool is shut down.'));
        return slot.worker.terminate();
      }),
    );
  }

  private fill(): void {
    while (!this.closed && this.slots.length < this.options.size) this.slots.push(this.spawn());
  }

  private spawn(): Slot<J, R> {
    const worker = new Worker(this.options.workerPath, { workerData: this.options.workerData });
    this.started++;
    const slot: Slot<J, R> = { worker, job: null, timer: null, answered: 0 };
    // An idle worker must not keep a script or test process alive.
    worker.unref();
    worker.on('message', (reply: WorkerReply<R>) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      slot.answered++;
      if (reply.ok) this.finish(slot, null, reply.result);
      else this.finish(slot, new TtsUnavailableError('engine', `Synthesis failed: ${reply.error}`));
      if (reply.ok && reply.recycle) this.recycle(slot);
      else this.dispatch();
    });
    worker.on('error', (error) =>
      this.replace(
        slot,
        new TtsUnavailableError('engine', `A voice worker crashed: ${error.message}`, { cause: error }),
      ),
    );
    worker.on('exit', (code) =>
      this.replace(slot, new TtsUnavailableError('engine', `A voice worker exited (code ${code}).`)),
    );
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job !== null) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        const error = new TtsUnavailableError(
          'timeout',
          `Synthesis took longer than ${this.options.timeoutMs} ms.`,
        );
        this.replace(slot, error);
      }, this.options.timeoutMs);
      slot.worker.postMessage({ id: job.id, payload: job.payload });
    }
  }

  /** Settle the slot's job (if any) and mark it idle. */
  private finish(slot: Slot<J, R>, error: Error | null, result?: R): void {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    if (!this.closed) slot.worker.unref();
    if (!job) return;
    if (error) job.reject(error);
    else job.resolve(result as R);
  }

  /** The idle worker asked to go (memory past a cap): end its thread, start a fresh one in its place. */
  private recycle(slot: Slot<J, R>): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners('message');
    // Its 'exit' then finds the slot gone and does nothing.
    void slot.worker.terminate();
    this.recycled++;
    this.fill();
    this.dispatch();
  }

  /** The worker is stuck or dead: fail its job, kill it, start a fresh one in its place. */
  private replace(slot: Slot<J, R>, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return; // already replaced (error and exit both fire for one death)
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners('message');
    this.finish(slot, error);
    void slot.worker.terminate();
    if (this.closed) return;
    // A healthy worker is replaced at once so the pool stays warm. One that died before answering
    // anything may fail to load at all: replace it only for waiting jobs (each of which then fails
    // or succeeds on its own), never in an endless respawn loop.
    if (slot.answered > 0 || this.queue.length > 0) this.fill();
    this.dispatch();
  }
}
