import type { AppState } from './app-store';
import type { StoredDraft } from './persisted';
import type { GreetingSlice } from './slices/greeting';

/**
 * The studio's draft as it is saved on every change: the spec (text, use case, voice, speed and
 * pitch, music, mixer), the template state (style, field values) and the cart line being edited.
 * Null until there is something of the visitor's to keep, so a visit that never touched the
 * studio (or a page without one) does not pin the page language's first template.
 */
export function pickDraft(s: AppState): StoredDraft | null {
  if (s.spec.text.trim() === '' && s.script.filled === null) return null;
  return { spec: s.spec, script: s.script, editingItemId: s.editingItemId };
}

/**
 * The part of the store a validated stored draft restores (nothing when there is none). The
 * draft's language is kept on a page in another language: it is the voice's, which the visitor
 * may have chosen apart from the page's.
 */
export function applyDraft(
  draft: StoredDraft | null | undefined,
): Partial<Pick<GreetingSlice, 'spec' | 'script' | 'editingItemId'>> {
  if (!draft) return {};
  return { spec: draft.spec, script: draft.script, editingItemId: draft.editingItemId };
}
