import type { StateCreator } from 'zustand';
import type { GreetingSpec } from '@/lib/greeting/spec';
import { useCaseDefaults, type UseCase } from '@/lib/greeting/spec-values';
import type { TemplateFieldId, TemplateStyle } from '@/lib/greeting/templates/types';
import type { Locale } from '@/lib/i18n/locales';
import type { AppState } from '../app-store';

/**
 * The studio's script template state beside the spec: which template, the visitor's field
 * values (blank = the language's example) and the text the template last produced. When
 * spec.text differs from `filled`, the visitor has edited the text by hand.
 */
export type StudioScript = {
  template: TemplateStyle | null;
  values: Partial<Record<TemplateFieldId, string>>;
  filled: string | null;
};

/** The greeting being edited: the studio and the mixer both edit this one spec. */
export type GreetingSlice = {
  script: StudioScript;
  setScript: (patch: Partial<StudioScript>) => void;
  /** The cart line this greeting was opened from ("Edit"): saving updates it instead of adding one. */
  editingItemId: string | null;
  /** Open a cart line in the studio (spec and template state), or stop editing one (null). */
  setEditing: (edit: { id: string; spec: GreetingSpec; script: StudioScript } | null) => void;
  spec: GreetingSpec;
  setSpec: (spec: GreetingSpec) => void;
  patchSpec: (patch: Partial<Omit<GreetingSpec, 'voice' | 'music'>>) => void;
  patchVoice: (patch: Partial<GreetingSpec['voice']>) => void;
  patchMusic: (patch: Partial<GreetingSpec['music']>) => void;
  /** Switch use case and take its mixer defaults, keeping text and voice. */
  setUseCase: (useCase: UseCase) => void;
};

export function initialSpec(locale: Locale): GreetingSpec {
  const d = useCaseDefaults['business-voicemail'];
  return {
    useCase: 'business-voicemail',
    locale,
    text: '',
    voice: { id: '', ...d.voice },
    music: d.music,
    voiceVolumeDb: d.voiceVolumeDb,
    voiceDelay: d.voiceDelay,
    preset: d.preset,
    phoneSystem: d.phoneSystem,
  };
}

export const createGreetingSlice =
  (locale: Locale): StateCreator<AppState, [], [], GreetingSlice> =>
  (set) => ({
    spec: initialSpec(locale),
    script: { template: null, values: {}, filled: null },
    setScript: (patch) => set((s) => ({ script: { ...s.script, ...patch } })),
    editingItemId: null,
    setEditing: (edit) =>
      set(edit ? { editingItemId: edit.id, spec: edit.spec, script: edit.script } : { editingItemId: null }),
    setSpec: (spec) => set({ spec }),
    patchSpec: (patch) => set((s) => ({ spec: { ...s.spec, ...patch } })),
    patchVoice: (patch) => set((s) => ({ spec: { ...s.spec, voice: { ...s.spec.voice, ...patch } } })),
    patchMusic: (patch) => set((s) => ({ spec: { ...s.spec, music: { ...s.spec.music, ...patch } } })),
    setUseCase: (useCase) =>
      set((s) => {
        const d = useCaseDefaults[useCase];
        return {
          spec: {
            ...s.spec,
            useCase,
            // Keep the visitor's track; a use case that expects music (on-hold) brings its own.
            music: { ...d.music, trackId: s.spec.music.trackId ?? d.music.trackId },
            preset: s.spec.phoneSystem ? s.spec.preset : d.preset,
          },
        };
      }),
  });
