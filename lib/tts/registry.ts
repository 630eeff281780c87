// One voice catalog merged from every available engine. Engines register here, so a cloud
// provider added later shows up in /api/voices and the studio without other changes.
import { locales, type Locale } from '../i18n/locales';
import type { TtsEngine, VoiceInfo, VoiceTier } from './engine';

export class VoiceRegistry {
  private readonly byId = new Map<string, { voice: VoiceInfo; engine: TtsEngine }>();
  private readonly sorted: VoiceInfo[];

  constructor(engines: TtsEngine[]) {
    for (const engine of engines) {
      for (const voice of engine.voices()) {
        if (this.byId.has(voice.id)) throw new Error(`duplicate voice id ${voice.id}`);
        this.byId.set(voice.id, { voice, engine });
      }
    }
    this.sorted = [...this.byId.values()].map((e) => e.voice).sort(compareVoices);
  }

  /**
   * The voices of every available engine: by language (site order), neural first, best quality
   * first, then by name. A cloud provider that refused our key drops out until restart.
   */
  voices(): VoiceInfo[] {
    return this.sorted.filter((v) => this.byId.get(v.id)?.engine.available?.(v) ?? true);
  }

  /**
   * A voice by id, even while its engine is unavailable: a stored order names it, and its
   * render should fail as "try again later", not as an unknown voice.
   */
  find(id: string): { voice: VoiceInfo; engine: TtsEngine } | undefined {
    return this.byId.get(id);
  }

  /** The voice the studio preselects for a language: the best one, female first on a tie. */
  defaultVoice(locale: Locale): VoiceInfo | undefined {
    return this.voices().find((v) => voiceLanguage(v) === locale);
  }
}

/** A voice's tier (every engine states it on its voices). */
export function voiceTier(voice: Pick<VoiceInfo, 'tier'>): VoiceTier {
  return voice.tier;
}

/** "de-DE" → "de"; undefined for a language the site does not offer. */
export function voiceLanguage(voice: Pick<VoiceInfo, 'locale'>): Locale | undefined {
  const language = voice.locale.split('-')[0]?.toLowerCase();
  return locales.find((l) => l === language);
}

function compareVoices(a: VoiceInfo, b: VoiceInfo): number {
  const rank = (v: VoiceInfo) => {
    const language = voiceLanguage(v);
    return language ? locales.indexOf(language) : locales.length;
  };
  return (
    rank(a) - rank(b) ||
    Number(b.tier === 'neural') - Number(a.tier === 'neural') ||
    (b.quality ?? 0) - (a.quality ?? 0) ||
    (a.gender === b.gender ? 0 : a.gender === 'female' ? -1 : 1) ||
    a.name.localeCompare(b.name)
  );
}
