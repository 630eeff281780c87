// Skew protection for `npm run build`: a tab opened on the previous release asks for that build's
// chunks (content-hashed names the new build may not have). `next build` empties the build folder,
// so the previous `static/` is set aside first and its files the new build lacks are put back,
// each kept until SKEW_KEEP_DAYS after the release that stopped shipping it. Every instance of the
// new release then serves the old chunks from its own artifact; no shared storage needed.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_KEEP_DAYS = 7;
/** Beside static/ (not inside it: nothing here should be downloadable). Path → ISO time retired. */
const MANIFEST = 'kept-static.json';
const DAY_MS = 24 * 60 * 60 * 1000;

function filesUnder(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

function readManifest(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Moves `<distDir>/static` and its manifest to `holdDir` before a build (a rename: no copy; the
 * caller removes `holdDir` once the build succeeded).
 * @returns the held folder, or null when there was no previous build
 */
export function setAsidePreviousStatic(distDir, holdDir) {
  const staticDir = path.join(distDir, 'static');
  // A build that failed left no static/ but kept what it had set aside: carry that.
  if (!existsSync(staticDir)) return existsSync(path.join(holdDir, 'static')) ? holdDir : null;
  rmSync(holdDir, { recursive: true, force: true });
  mkdirSync(holdDir, { recursive: true });
  renameSync(staticDir, path.join(holdDir, 'static'));
  const manifest = path.join(distDir, MANIFEST);
  if (existsSync(manifest)) renameSync(manifest, path.join(holdDir, MANIFEST));
  return holdDir;
}

/**
 * Puts the previous release's static files the new build lacks into `<distDir>/static`, unless
 * they were retired more than `keepDays` ago. A file the new build also has is the new build's.
 * @param {{ previousDir: string, distDir: string, keepDays?: number, now?: number }} options
 *   previousDir: a folder holding `static/` (and the manifest) of the previous release
 * @returns {{ kept: string[], expired: string[] }}
 */
export function carryOverStatic({ previousDir, distDir, keepDays = DEFAULT_KEEP_DAYS, now = Date.now() }) {
  const oldStatic = path.join(previousDir, 'static');
  const newStatic = path.join(distDir, 'static');
  const retiredBefore = readManifest(path.join(previousDir, MANIFEST));
  const current = new Set(filesUnder(newStatic));
  const manifest = {};
  const kept = [];
  const expired = [];
  for (const file of filesUnder(oldStatic)) {
    if (current.has(file)) continue;
    // Retired now, unless an earlier release already carried it over.
    const retired = Date.parse(retiredBefore[file] ?? '') || now;
    if (now - retired >= keepDays * DAY_MS) {
      expired.push(file);
      continue;
    }
    const target = path.join(newStatic, file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(oldStatic, file), target, { preserveTimestamps: true });
    manifest[file] = new Date(retired).toISOString();
    kept.push(file);
  }
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return { kept, expired };
}

/** SKEW_KEEP_DAYS: a number of days ≥ 0 (0 keeps nothing), default 7. */
export function keepDaysFrom(value) {
  if (value === undefined || value === '') return DEFAULT_KEEP_DAYS;
  const days = Number(value);
  if (!Number.isFinite(days) || days < 0) throw new Error(`SKEW_KEEP_DAYS must be a number of days ≥ 0, got "${value}"`);
  return days;
}

/** Bytes of the files carried over (for the build log). */
export function sizeOf(distDir, files) {
  return files.reduce((sum, f) => sum + statSync(path.join(distDir, 'static', f)).size, 0);
}
