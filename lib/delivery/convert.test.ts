// Real ffmpeg output checked with `sox --i`, as a phone system's importer would see it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DeliveryError, type TargetFormat } from './targets/types';

vi.mock('server-only', () => ({}));
const { convertAudio, deliveryFile } = await import('./convert');

const dir = mkdtempSync(path.join(tmpdir(), 'gs-convert-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 48 kHz stereo WAV master of `seconds`, like the order's master-48k file. */
function master(seconds: number): Uint8Array {
  const file = path.join(dir, `master-${seconds}.wav`);
  execFileSync('sox', [
    '-n',
    '-r',
    '48000',
    '-c',
    '2',
    '-b',
    '16',
    file,
    'synth',
    String(seconds),
    'sine',
    '440',
    'vol',
    '0.5',
  ]);
  return new Uint8Array(readFileSync(file));
}

function soxInfo(bytes: Uint8Array, extension: string) {
  const file = path.join(dir, `out-${Math.random().toString(36).slice(2)}.${extension}`);
  writeFileSync(file, bytes);
  const field = (flag: string) => execFileSync('sox', ['--i', flag, file], { encoding: 'utf8' }).trim();
  return { rate: field('-r'), channels: field('-c'), encoding: field('-e'), seconds: Number(field('-D')) };
}

const format = (over: Partial<TargetFormat> = {}): TargetFormat => ({
  container: 'wav',
  codec: 'pcm_s16le',
  sampleRate: 8000,
  channels: 1,
  maxBytes: 10 * 1024 * 1024,
  name: (s) => s.toUpperCase(),
  ...over,
});

describe('convertAudio', () => {
  it('makes 8 kHz mono 16-bit PCM WAV of the same length', async () => {
    const audio = await convertAudio(master(2), format());
    expect(audio).toMatchObject({ mime: 'audio/wav', extension: 'wav' });
    expect(audio.seconds).toBeCloseTo(2, 1);
    expect(soxInfo(audio.bytes, 'wav')).toMatchObject({
      rate: '8000',
      channels: '1',
      encoding: 'Signed Integer PCM',
    });
    expect(soxInfo(audio.bytes, 'wav').seconds).toBeCloseTo(2, 1);
  });

  it('makes μ-law WAV and mono MP3 when the target asks for them', async () => {
    const ulaw = await convertAudio(master(1), format({ codec: 'pcm_mulaw' }));
    expect(soxInfo(ulaw.bytes, 'wav')).toMatchObject({ rate: '8000', channels: '1', encoding: 'u-law' });
    const mp3 = await convertAudio(master(1), format({ container: 'mp3', codec: 'mp3', sampleRate: 22050 }));
    expect(mp3).toMatchObject({ mime: 'audio/mpeg', extension: 'mp3' });
    expect(soxInfo(mp3.bytes, 'mp3')).toMatchObject({
      rate: '22050',
      channels: '1',
      encoding: 'MPEG audio (layer I, II or III)',
    });
  });

  it('refuses what is longer or larger than the target takes, as too-large and final', async () => {
    const long = await convertAudio(master(3), format({ maxSeconds: 2 })).catch((e: unknown) => e);
    expect(long).toBeInstanceOf(DeliveryError);
    expect((long as DeliveryError).code).toBe('too-large');
    expect((long as DeliveryError).retryable).toBe(false);
    const big = await convertAudio(master(1), format({ maxBytes: 1000 })).catch((e: unknown) => e);
    expect((big as DeliveryError).code).toBe('too-large');
  });

  it('takes a file of exactly the limit, unless the target says "less than" (Amazon Connect)', async () => {
    const exact = await convertAudio(master(1), format());
    const atLimit = { maxSeconds: exact.seconds, maxBytes: exact.bytes.byteLength };
    expect((await convertAudio(master(1), format(atLimit))).bytes.byteLength).toBe(exact.bytes.byteLength);
    const refused = await convertAudio(master(1), format({ ...atLimit, limitsExclusive: true })).catch((e: unknown) => e);
    expect((refused as DeliveryError).code).toBe('too-large');
    const bytesOnly = await convertAudio(master(1), format({ maxBytes: atLimit.maxBytes, limitsExclusive: true })).catch((e: unknown) => e);
    expect((bytesOnly as DeliveryError).code).toBe('too-large');
  });

  it('applies the target name rules to the display name', async () => {
    const file = await deliveryFile(
      master(1),
      { key: 'k', displayName: 'welcome', role: 'greeting' },
      format(),
    );
    expect(file.displayName).toBe('WELCOME');
    // A plain header (no encoder tag chunk): 44 bytes, then one second of 8 kHz 16-bit samples.
    expect(file.audio.bytes.byteLength).toBe(44 + 16_000);
  });
});
