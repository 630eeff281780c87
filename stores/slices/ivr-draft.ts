import type { StateCreator } from 'zustand';
import type { IvrSetSpec } from '@/lib/ivr/set-spec';
import type { Industry } from '@/lib/ivr/templates';
import type { AppState } from '../app-store';
import type { IvrSetCartItem } from './cart';

/** The IVR menu builder's work in progress (stores/persisted.ts ivrDraftSchema validates it when read). */
export type IvrDraft = {
  set: IvrSetSpec;
  industry: Industry;
  company: string;
  /** The cart line the set was opened from ("Edit"): saving updates it instead of adding one. */
  editingItemId: string | null;
};

export type IvrDraftSlice = {
  /** Null until the visitor changes something in the builder (an untouched template is not kept). */
  ivrDraft: IvrDraft | null;
  /**
   * Counts cart "Edit"s of a set: a builder already on screen loads the draft again when it moves
   * (its own saves do not move it, so they never reload what the visitor is typing).
   */
  ivrDraftOpened: number;
  setIvrDraft: (draft: IvrDraft | null) => void;
  /** Open a cart line's set in the builder, keeping the draft's template choice. */
  editIvrSet: (item: IvrSetCartItem) => void;
};

export const createIvrDraftSlice: StateCreator<AppState, [], [], IvrDraftSlice> = (set) => ({
  ivrDraft: null,
  ivrDraftOpened: 0,
  setIvrDraft: (ivrDraft) => set({ ivrDraft }),
  editIvrSet: (item) =>
    set((s) => ({
      ivrDraft: {
        set: structuredClone(item.spec),
        industry: s.ivrDraft?.industry ?? 'dental-practice',
        company: s.ivrDraft?.company ?? '',
        editingItemId: item.id,
      },
      ivrDraftOpened: s.ivrDraftOpened + 1,
    })),
});
