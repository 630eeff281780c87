// Test kit: one second of a 440 Hz tone as a 48 kHz mono WAV, made by sox once per process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let cached: Uint8Array | undefined;
export function wav(): Uint8Array {
  if (cached) return cached;
  const dir = mkdtempSync(path.join(tmpdir(), 'gs-wav-kit-'));
  const file = path.join(dir, 'tone.wav');
  execFileSync('sox', [
    '-n',
    '-r',
    '48000',
    '-c',
    '1',
    '-b',
    '16',
    file,
    'synth',
    '1',
    'sine',
    '440',
    'vol',
    '0.5',
  ]);
  cached = new Uint8Array(readFileSync(file));
  rmSync(dir, { recursive: true, force: true });
  return cached;
}
