// Rewrites relative imports that leave their top-level folder to the `@/` alias:
// `../../lib/greeting/spec` in features/studio/x.tsx becomes `@/lib/greeting/spec`, while imports
// inside one folder (`./voice-card`, `../greeting/script` within lib/) stay relative. ESLint
// (eslint.config.mjs, "crossLayer") enforces the same rule; this script fixes what it reports, for
// example after a merge: `node scripts/alias-imports.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Folders whose TypeScript is compiled with the `@/` alias (Next, Vitest, Playwright). */
export const aliasedFolders = ['app', 'features', 'components', 'stores', 'lib', 'messages', 'tests', 'e2e'];
/** Folders an `@/` import may point into. */
const targets = new Set([...aliasedFolders, 'scripts', 'public', 'bench']);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield file;
  }
}

const topFolder = (file) => path.relative(root, file).split(path.sep)[0];
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)'(\.\.?\/[^']*)'/g;

let changed = 0;
for (const folder of aliasedFolders) {
  for (const file of sources(path.join(root, folder))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(specifier, (whole, lead, spec) => {
      const target = path.resolve(path.dirname(file), spec);
      const top = topFolder(target);
      if (top === topFolder(file) || !targets.has(top)) return whole;
      return `${lead}'@/${path.relative(root, target).split(path.sep).join('/')}'`;
    });
    if (next !== text) {
      writeFileSync(file, next);
      changed++;
    }
  }
}
console.log(`alias-imports: ${changed} file(s) rewritten`);
