// Server-side loading of library tracks: reads public/music/<id>.opus and decodes it with
// the same decoder the browser uses, keeping a few decoded tracks in memory (a decoded
// 90 s track is ~17 MB of Float32). Not marked 'server-only' because the render command
// and tests run it outside Next's bundler; it is only ever imported by server code.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getTrack } from './catalog';
import { decodeTrack, type DecodedTrack } from './decode';

const maxCachedTracks = 4;
const cache = new Map<string, Promise<DecodedTrack>>();

export function musicDirectory(): string {
  return join(process.cwd(), 'public', 'music');
}

/**
 * Decoded samples of a catalog track (mono, 48 kHz, exactly one loop), or undefined for an
 * unknown id. The array is shared by every caller through the cache: treat it as read-only.
 */
export async function loadTrack(id: string): Promise<DecodedTrack | undefined> {
  const track = getTrack(id);
  if (!track) return undefined;
  const hit = cache.get(id);
  if (hit) {
    // Re-insert so the Map's order stays least-recently-used first.
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const pending = readFile(join(musicDirectory(), `${track.id}.opus`)).then((bytes) =>
    decodeTrack(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), track.lengthSamples),
  );
  cache.set(id, pending);
  pending.catch(() => cache.delete(id));
  while (cache.size > maxCachedTracks) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return pending;
}

/** Forget cached decodes (tests, or after re-rendering the library). */
export function clearTrackCache(): void {
  cache.clear();
}
