// One voice catalog merged from every available engine. Engines register here, so a cloud
// provider added later shows up in /api/voices and the studio without other changes.
import { locales, type Locale } from '../i18n/locales';
import type { TtsEngine, VoiceInfo } from './engine';
import { voiceLanguage } from './voice-list';

export { voiceLanguage };

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

  /** All voices: by language (site order), best quality first, then by name. */
  voices(): VoiceInfo[] {
    return this.sorted;
  }

  find(id: string): { voice: VoiceInfo; engine: TtsEngine } | undefined {
    return this.byId.get(id);
  }

  /** The voice the studio preselects for a language: the best one, female first on a tie. */
  defaultVoice(locale: Locale): VoiceInfo | undefined {
    return this.sorted.find((v) => voiceLanguage(v) === locale);
  }
}


function compareVoices(a: VoiceInfo, b: VoiceInfo): number {
  const rank = (v: VoiceInfo) => {
    const language = voiceLanguage(v);
    return language ? locales.indexOf(language) : locales.length;
  };
  return (
    rank(a) - rank(b) ||
    (b.quality ?? 0) - (a.quality ?? 0) ||
    (a.gender === b.gender ? 0 : a.gender === 'female' ? -1 : 1) ||
    a.name.localeCompare(b.name)
  );
}
