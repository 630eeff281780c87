// Zod compiles fast object parsers with `new Function` and probes for it once when the first
// object schema is built; under our CSP (no 'unsafe-eval') that probe is blocked and reported as
// a violation. Zod keeps its global config on `globalThis.__zod_globalConfig` (created with ??=,
// so setting it before zod loads works): switching `jitless` on there avoids importing zod into
// the code every page runs first (zod itself loads only with the features that validate).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function disableZodJit(): void {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}
