// The TtsEngine every cloud provider becomes: the provider adapter knows its wire protocol; this
// wrapper adds what they share — the 10 s limit and one retry (cloud-request), switching off on
// a refused key, a circuit breaker, the daily character budget for previews, and the voice list
// check that hides shortlisted voices the account does not offer.
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../../engine';
import { TtsUnavailableError } from '../../errors';
import { CircuitBreaker } from './circuit-breaker';
import { cloudRequest, CloudHttpError } from './cloud-request';
import { DailyCharQuota } from './daily-quota';

/** What a provider adapter implements (one file per provider). */
export interface CloudProvider {
  id: string;
  /** Part of every cache key: bump when the request changes the sound (model, format, prosody). */
  version: string;
  /** Reads SSML <sub alias> (Azure, Google, Polly): the dictionary arrives as options.pronounce. */
  readsSsmlSub?: boolean;
  /** The curated shortlist, tier 'neural'. */
  shortlist: VoiceInfo[];
  /** The provider's own names (VoiceInfo.engineVoice) of the voices this account can use. */
  listVoices(signal: AbortSignal): Promise<Set<string>>;
  /** One sentence, already normalized by lib/tts/text; the adapter escapes it for its markup. */
  synthesize(
    text: string,
    voice: VoiceInfo,
    options: SynthesisOptions,
    signal: AbortSignal,
  ): Promise<EngineAudio>;
}

export interface CloudEngineOptions {
  /** Position among configured providers (0 = first): a later provider's voices rank lower. */
  rank?: number;
  /** TTS_CLOUD_DAILY_CHARS; null = no cap. */
  dailyChars: number | null;
  timeoutMs?: number;
  backoffMs?: number;
  /** Consecutive failures that open the breaker, and how long it stays open. */
  breaker?: { failures: number; openMs: number };
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

export interface CloudEngine extends TtsEngine {
  /** Settles once the provider's voice list was checked (or failed to be). */
  ready: Promise<void>;
}

export const CLOUD_TIMEOUT_MS = 10_000;

export function createCloudEngine(provider: CloudProvider, options: CloudEngineOptions): CloudEngine {
  const log = options.log ?? ((message: string) => console.warn(message));
  const breaker = new CircuitBreaker({
    ...(options.breaker ?? { failures: 3, openMs: 30_000 }),
    now: options.now,
  });
  const quota = new DailyCharQuota(options.dailyChars, options.now);
  const requestOptions = {
    timeoutMs: options.timeoutMs ?? CLOUD_TIMEOUT_MS,
    backoffMs: options.backoffMs ?? 500,
    sleep: options.sleep,
  };
  const rankOffset = (options.rank ?? 0) * 10;
  const voices = provider.shortlist.map((v) => ({ ...v, quality: (v.quality ?? 0) - rankOffset }));
  let switchedOff = false;
  let offered: Set<string> | null = null;

  const switchOff = (error: CloudHttpError) => {
    if (switchedOff) return;
    switchedOff = true;
    log(`tts: ${provider.id} refused our credentials (${error.message}); its voices are off until restart`);
  };

  const ready = cloudRequest((signal) => provider.listVoices(signal), requestOptions).then(
    (names) => {
      offered = names;
    },
    (error: unknown) => {
      if (error instanceof CloudHttpError && error.auth) switchOff(error);
      // Otherwise keep the whole shortlist: a synthesis failure will say more, per request.
    },
  );

  return {
    id: provider.id,
    version: provider.version,
    readsSsmlSub: provider.readsSsmlSub === true,
    ready,
    voices: () => voices,
    available: (voice: VoiceInfo) => !switchedOff && (offered === null || offered.has(voice.engineVoice)),
    async synthesize(text: string, voice: VoiceInfo, synthesis: SynthesisOptions): Promise<EngineAudio> {
      if (switchedOff) {
        throw new TtsUnavailableError('engine', `${provider.id} is switched off (credentials refused)`, {
          retryAfterSeconds: 3600,
        });
      }
      const booked = quota.take(text.length, synthesis.purpose ?? 'preview');
      if (!booked.ok) {
        throw new TtsUnavailableError('quota', `${provider.id}: today's preview characters are used up`, {
          retryAfterSeconds: booked.retryAfterSeconds,
        });
      }
      const gate = breaker.allow();
      if (!gate.ok) {
        quota.refund(text.length);
        throw new TtsUnavailableError('engine', `${provider.id} is failing; paused for a moment`, {
          retryAfterSeconds: gate.retryAfterSeconds,
        });
      }
      try {
        const audio = await cloudRequest(
          (signal) => provider.synthesize(text, voice, synthesis, signal),
          requestOptions,
        );
        breaker.success();
        return audio;
      } catch (error) {
        quota.refund(text.length);
        throw failure(error);
      }
    },
  };

  function failure(error: unknown): TtsUnavailableError {
    const http = error instanceof CloudHttpError ? error : null;
    if (http?.auth) switchOff(http);
    // A 4xx other than auth and throttling is about this request, not the provider's health.
    else if (!http || http.status === null || http.transient) breaker.failure();
    const message = error instanceof Error ? error.message : String(error);
    return new TtsUnavailableError('engine', `The ${provider.id} voice service failed: ${message}`, {
      cause: error,
      retryAfterSeconds: Math.max(1, Math.min(60, Math.ceil(http?.retryAfterSeconds ?? 5))),
    });
  }
}
