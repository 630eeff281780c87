// Runs in the browser before any application module: switch zod's `new Function` probe off
// before any schema is built (our CSP has no 'unsafe-eval'), without shipping zod to every page.
import { disableZodJit } from './lib/browser/zod-jitless';

disableZodJit();
