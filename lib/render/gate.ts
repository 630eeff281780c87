// A small admission gate for CPU-heavy work (preview mixes, now run on the render pool): at most
// `active` run at once, at most `queued` wait, and the rest are refused at once with a typed
// "busy" error the route answers as 503 + Retry-After — so a burst of distinct previews cannot
// pile up behind each other while pages wait.
import { TtsUnavailableError } from '../tts/errors';

export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly active: number,
    private readonly queued: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.active) {
      if (this.waiting.length >= this.queued)
        throw new TtsUnavailableError('busy', 'Too many previews are being mixed; try again shortly.', {
          retryAfterSeconds: 2,
        });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      // Let pending I/O (page requests) through before this render's synchronous work starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
