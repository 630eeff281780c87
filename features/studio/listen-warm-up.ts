// "Listen" should start at once. When the studio's text (or voice, speed, pitch) has rested a
// moment after the visitor changed something, the server speaks it into its cache
// (POST /api/tts/warm/), so the listen that follows is a cache hit instead of a synthesis.
import {
  voiceKey,
  voiceRequest,
  type FetchLike,
  type VoiceSpec,
} from '@/lib/playback/voice-request';

/** How long the text must rest: longer than the pause between typed words. */
export const warmUpDelayMs = 1_000;

/** A warm-up the busy server skipped is tried again this much later, at most `skippedRetries` times. */
export const skippedRetryMs = 2_000;
const skippedRetries = 2;

export class ListenWarmUp {
  private armed = false;
  private latest: VoiceSpec | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  /** Keys the server has in its cache (or had just made), so they are not sent again. */
  private readonly warmed = new Set<string>();
  private pausedUntil = 0;
  /** Skipped attempts of the latest key (the server was busy). */
  private skipped = { key: '', count: 0 };
  private disposed = false;
  private readonly controller = new AbortController();

  constructor(
    private readonly fetchFn: FetchLike,
    private readonly delayMs = warmUpDelayMs,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The visitor changed something in the studio. Until then nothing is sent: a page view alone
   * (the template filled in, the voice list arriving) must not cost the server a synthesis.
   */
  arm(): void {
    if (this.armed) return;
    this.armed = true;
    this.schedule();
  }

  /** The spec the studio would speak now, or null when it cannot be spoken (empty, too long, no voice). */
  update(spec: VoiceSpec | null): void {
    this.latest = spec;
    this.schedule();
  }

  /** The visitor pressed Listen: that request synthesizes the current spec, so no warm-up for it. */
  listened(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.latest) this.remember(voiceKey(this.latest));
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.controller.abort();
  }

  private schedule(delayMs = this.delayMs): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.armed || this.disposed || !this.latest || this.warmed.has(voiceKey(this.latest))) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send();
    }, delayMs);
  }

  private async send(): Promise<void> {
    const spec = this.latest;
    // One warm-up at a time: a change made meanwhile is sent when this one is answered.
    if (this.inFlight || !spec || this.now() < this.pausedUntil) return;
    const key = voiceKey(spec);
    this.inFlight = true;
    let retry = false;
    try {
      const response = await this.fetchFn('/api/tts/warm/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(voiceRequest(spec)),
        signal: this.controller.signal,
      });
      if (response.status === 429) {
        const seconds = Number(response.headers.get('Retry-After'));
        this.pausedUntil = this.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000;
      } else if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ready' || body.status === 'cached') this.remember(key);
        else if (body.status === 'skipped') retry = this.retryAfterSkip(key);
      }
      // Other answers (bad input, engines down) are the listen's to report, with its own message.
    } catch {
      // Offline or aborted: a warm-up is only ever a head start.
    } finally {
      this.inFlight = false;
    }
    if (this.latest && voiceKey(this.latest) !== key) this.schedule();
    else if (retry) this.schedule(skippedRetryMs);
  }

  private remember(key: string): void {
    this.warmed.add(key);
    // The server's cache forgets too; a long session's keys need not pile up here.
    if (this.warmed.size > 32) this.warmed.delete(this.warmed.values().next().value!);
  }

  /** The server was busy with other greetings: try the same text a little later, a few times. */
  private retryAfterSkip(key: string): boolean {
    this.skipped = { key, count: this.skipped.key === key ? this.skipped.count + 1 : 1 };
    return this.skipped.count <= skippedRetries;
  }
}
