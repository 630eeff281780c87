// Runs in the browser before any application module. Zod compiles fast object parsers with
// `new Function` and probes for it once when the first object schema is built; under our CSP (no
// 'unsafe-eval') that probe is blocked and reported as a violation, so it is switched off up front.
import { config } from 'zod/v4/core';

config({ jitless: true });
