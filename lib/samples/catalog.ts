// The sample gallery's contents: every voice reading the example script of every use case in its
// own language. Pure: the caller passes the voice list, so tests and the page share this code.
import { useCases, type UseCase } from '../greeting/spec';
import { exampleValues, fillTemplate, templatesFor, type TemplateStyle } from '../greeting/templates';
import { isLocale, type Locale } from '../i18n/locales';

export interface SampleVoice {
  id: string;
  name: string;
  /** BCP-47, e.g. "de-DE". */
  locale: string;
  gender: 'female' | 'male';
}

export interface Sample {
  /** `<voiceId>~<useCase>`: stable, so the audio URL is cacheable. */
  id: string;
  voiceId: string;
  voiceName: string;
  gender: 'female' | 'male';
  language: Locale;
  useCase: UseCase;
  template: TemplateStyle;
  text: string;
}

const separator = '~';

export function sampleId(voiceId: string, useCase: UseCase): string {
  return `${voiceId}${separator}${useCase}`;
}

export function sampleAudioUrl(id: string): string {
  return `/api/samples/${encodeURIComponent(id)}/`;
}

function languageOf(voice: SampleVoice): Locale | null {
  const language = voice.locale.slice(0, 2).toLowerCase();
  return isLocale(language) ? language : null;
}

/**
 * One sample per voice and use case. Voices of one language take turns through the use case's
 * templates, so the gallery lets a visitor hear different script styles, not one text repeated.
 */
export function buildSamples(voices: readonly SampleVoice[]): Sample[] {
  const perLanguage = new Map<Locale, number>();
  return voices.flatMap((voice) => {
    const language = languageOf(voice);
    if (!language) return [];
    const turn = perLanguage.get(language) ?? 0;
    perLanguage.set(language, turn + 1);
    return useCases.map((useCase): Sample => {
      const templates = templatesFor(language, useCase);
      const template = templates[turn % templates.length] ?? templates[0];
      if (!template) throw new Error(`no templates for ${useCase} in ${language}`);
      return {
        id: sampleId(voice.id, useCase),
        voiceId: voice.id,
        voiceName: voice.name,
        gender: voice.gender,
        language,
        useCase,
        template: template.id,
        text: fillTemplate(template.text, {}, exampleValues(language)),
      };
    });
  });
}

export function findSample(voices: readonly SampleVoice[], id: string): Sample | undefined {
  const [voiceId] = id.split(separator);
  return buildSamples(voices.filter((v) => v.id === voiceId)).find((s) => s.id === id);
}

/** Where "use this in the studio" leads: the sample's language, use case, style and voice. */
export function sampleStudioHref(sample: Sample): string {
  const query = new URLSearchParams({
    useCase: sample.useCase,
    template: sample.template,
    voice: sample.voiceId,
  });
  const home = sample.language === 'en' ? '/' : `/${sample.language}/`;
  return `${home}?${query.toString()}#studio`;
}
