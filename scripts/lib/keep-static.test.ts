// Skew protection in `npm run build`: the previous release's static files the new build lacks
// are put back for SKEW_KEEP_DAYS, counted from the release that stopped shipping them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryOverStatic, keepDaysFrom, setAsidePreviousStatic } from './keep-static.mjs';

const DAY = 24 * 60 * 60 * 1000;

function write(dir: string, files: Record<string, string>) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
}

/** A build folder with `static/` holding `files`; returns its path. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'keep-static-'));
  write(path.join(dir, 'static'), files);
  return dir;
}

/** Release after release on one build folder, as `npm run build` does. */
function release(distDir: string, files: Record<string, string>, now: number, keepDays = 7) {
  const held = `${distDir}-previous-static`;
  const previousDir = setAsidePreviousStatic(distDir, held);
  write(path.join(distDir, 'static'), files); // what `next build` writes
  return previousDir ? carryOverStatic({ previousDir, distDir, keepDays, now }) : null;
}

const read = (distDir: string, file: string) => readFileSync(path.join(distDir, 'static', file), 'utf8');

describe('carrying static chunks across releases', () => {
  it("keeps build A's chunks in build B, and B's own file wins a shared name", () => {
    const t0 = Date.UTC(2026, 10, 1);
    const dist = build({
      'chunks/a-111.js': 'A chunk',
      'A/_buildManifest.js': 'A manifest',
      'css/same.css': 'A css',
    });
    const result = release(dist, { 'chunks/b-222.js': 'B chunk', 'css/same.css': 'B css' }, t0);
    expect(result?.kept.sort()).toEqual(['A/_buildManifest.js', 'chunks/a-111.js']);
    expect(read(dist, 'chunks/a-111.js')).toBe('A chunk');
    expect(read(dist, 'chunks/b-222.js')).toBe('B chunk');
    expect(read(dist, 'css/same.css')).toBe('B css');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'kept-static.json'), 'utf8'));
    expect(manifest['chunks/a-111.js']).toBe(new Date(t0).toISOString());
    // Not downloadable: the manifest sits beside static/.
    expect(existsSync(path.join(dist, 'static', 'kept-static.json'))).toBe(false);
  });

  it('drops a chunk SKEW_KEEP_DAYS after the release that retired it, not after later ones', () => {
    const t0 = Date.UTC(2026, 10, 1);
    const dist = build({ 'chunks/a.js': 'A' });
    release(dist, { 'chunks/b.js': 'B' }, t0); // A retired at t0
    const c = release(dist, { 'chunks/c.js': 'C' }, t0 + 5 * DAY); // B retired at t0 + 5 days
    expect(c?.kept.sort()).toEqual(['chunks/a.js', 'chunks/b.js']);
    const d = release(dist, { 'chunks/d.js': 'D' }, t0 + 8 * DAY);
    expect(d?.expired).toEqual(['chunks/a.js']);
    expect(d?.kept.sort()).toEqual(['chunks/b.js', 'chunks/c.js']);
    expect(existsSync(path.join(dist, 'static', 'chunks/a.js'))).toBe(false);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'kept-static.json'), 'utf8'));
    expect(manifest['chunks/b.js']).toBe(new Date(t0 + 5 * DAY).toISOString());
  });

  it('keeps nothing with 0 days; a first build has nothing to carry', () => {
    const dist = build({ 'chunks/a.js': 'A' });
    expect(release(dist, { 'chunks/b.js': 'B' }, Date.now(), 0)?.kept).toEqual([]);
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'keep-static-fresh-'));
    expect(release(fresh, { 'chunks/a.js': 'A' }, Date.now())).toBeNull();
  });

  it('after a failed build, the next one still carries what was set aside', () => {
    const dist = build({ 'chunks/a.js': 'A' });
    const held = `${dist}-previous-static`;
    expect(setAsidePreviousStatic(dist, held)).toBe(held); // the build then fails: no static/
    expect(setAsidePreviousStatic(dist, held)).toBe(held);
    write(path.join(dist, 'static'), { 'chunks/b.js': 'B' });
    expect(carryOverStatic({ previousDir: held, distDir: dist }).kept).toEqual(['chunks/a.js']);
  });

  it('reads SKEW_KEEP_DAYS, refusing nonsense', () => {
    expect(keepDaysFrom(undefined)).toBe(7);
    expect(keepDaysFrom('1.5')).toBe(1.5);
    expect(() => keepDaysFrom('-1')).toThrow(/SKEW_KEEP_DAYS/);
    expect(() => keepDaysFrom('week')).toThrow(/SKEW_KEEP_DAYS/);
  });
});
