import type { Locale } from '../i18n/locales';
import type { Pronunciation } from './text/pronounce';

// The one engine interface every text-to-speech backend implements: local WASM engines,
// a child-process engine and, later, cloud neural providers. Engines take plain text (already
// normalized by lib/tts/text); each adapter escapes it for its own markup parser.

export type VoiceGender = 'female' | 'male';

/**
 * What a buyer hears, in three honest steps: `neural` (cloud providers), `standard` (offline
 * engines that model a recorded speaker: SVOX Pico, Flite, Festival), `basic` (eSpeak's formant voices).
 */
export const voiceTiers = ['neural', 'standard', 'basic'] as const;
export type VoiceTier = (typeof voiceTiers)[number];

export interface VoiceInfo {
  /** Stable public id, stored in greeting specs and carts: never rename one. */
  id: string;
  /** Human name shown in the studio, natural for the voice's language. */
  name: string;
  /** BCP-47 tag, e.g. "de-DE". */
  locale: string;
  gender: VoiceGender;
  /** Id of the engine that speaks it. */
  engine: string;
  /** The engine's own voice name (internal, never shown). */
  engineVoice: string;
  /** Higher sounds better; orders voices within a language (the first is the default). */
  quality?: number;
  tier: VoiceTier;
  /**
   * Rate factor the engine is given at the studio's 1.0×, so the templates of the voice's language
   * are read at about 140–160 words per minute, a caller's pace (measured: docs/tts.md, "Pace").
   */
  pace?: number;
}

export interface SynthesisOptions {
  /** Speaking rate factor, 1 = the voice's natural rate (limits.speed). */
  speed: number;
  /** Pitch offset in semitone-like steps, 0 = natural (limits.pitch). */
  pitch: number;
  /**
   * Who asks: a visitor's preview (the default) or a paid order's render. Paid engines cap
   * previews per day (TTS_CLOUD_DAILY_CHARS) but never refuse an order. Not part of cache keys.
   */
  purpose?: SynthesisPurpose;
  /**
   * The pronunciation dictionary of the text's language, for engines that read SSML <sub alias>
   * (`readsSsmlSub`); every other engine gets the text already respelled by lib/tts/text.
   */
  pronounce?: { locale: Locale; entries: readonly Pronunciation[] };
}

export type SynthesisPurpose = 'preview' | 'order';

/** Mono audio at the engine's native rate. */
export interface EngineAudio {
  samples: Float32Array;
  sampleRate: number;
}

export interface TtsEngine {
  id: string;
  /** Part of every cache key: bump it (or let the package version change) and old audio is re-made. */
  version: string;
  voices(): VoiceInfo[];
  synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio>;
  /**
   * False while the engine cannot speak this voice (a cloud provider that refused our key, or
   * whose account lacks the voice): it leaves the catalog. Absent means always available.
   */
  available?(voice: VoiceInfo): boolean;
  /** Speaks SSML <sub alias="…">: takes the dictionary as `SynthesisOptions.pronounce`, not respelled text. */
  readsSsmlSub?: boolean;
  /** Let go of what the engine holds outside the worker pool (processes, connections). */
  close?(): void;
}
