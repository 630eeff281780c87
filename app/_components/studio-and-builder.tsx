'use client';

// /voice-prompt/ places both the studio and the IVR builder. One module, so the browser fetches
// them as one piece: with two separate import()s Turbopack gave each its own chunks and copied
// what they share (the pronunciation dictionary, TanStack Query, the voice list) into both (#29).
export { StudioComposition } from './studio-composition';
// The builder's own code is a further import() in there, loaded when the visitor comes near it.
export { DeferredIvrBuilder } from './deferred-ivr-builder';
// The stored state's validator needs the same greeting and IVR schemas: from this download, a
// returning visitor gets them once (stores/persisted-loader.ts).
export { migrateStoredState, parseStoredState } from '@/stores/persisted';
