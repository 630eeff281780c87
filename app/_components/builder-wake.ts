// When the IVR builder's code may load and when it can act (deferred-ivr-builder.tsx). Its own
// module, shared by the page's first scripts (lazy-ivr-builder.tsx, which holds what the visitor
// does in the builder from the start) and the studio's download (which loads and hydrates it).
// Module-level, like the code they gate: once near and hydrated, a page load stays so.

let wakeUp = () => {};
/** Resolved when the visitor comes near the builder or acts in it. */
export const near = new Promise<void>((resolve) => {
  wakeUp = resolve;
});
export const wake = () => wakeUp();

let ready = () => {};
/** Resolved once the builder has hydrated: clicks and changes held until then play again. */
export const acting = new Promise<void>((resolve) => {
  ready = resolve;
});
export const builderActs = () => ready();

/** The element around the builder (deferred-ivr-builder.tsx), whose early clicks and changes are held. */
export const builderHost = '[data-ivr-builder-host]';
