import { describe, expect, it } from 'vitest';
import { phoneSystems, presetIds } from '../greeting/spec';
import { decodeWav } from './encode/decode-wav';
import { mp3Frames } from './encode/mp3-frames';
import { exportGreeting, exportPreviewMp3, PREVIEW_MP3 } from './export';
import {
  cloudMp3Choice,
  CLOUD_MP3_MAX_BYTES,
  estimateMp3Bytes,
  phoneSystemPresets,
  presetForPhoneSystem,
  presets,
} from './presets';
import en from '@/messages/en.json';
import { rms, sine } from './test-signals';

const mix = (seconds: number) => sine(1000, 48000, seconds, 0.5);

describe('preset catalogue', () => {
  it('covers every preset id and phone system', () => {
    expect(Object.keys(presets).sort()).toEqual([...presetIds].sort());
    for (const system of phoneSystems) {
      expect(presetIds).toContain(phoneSystemPresets[system].preset);
      // Every phone system has its upload hint in the UI's own messages.
      expect(en.mixer.exportHints[system]).toMatch(/\w/);
    }
    expect(presetForPhoneSystem('mitel', 'de')).toBe('alaw-8k');
    expect(presetForPhoneSystem('mitel', 'en')).toBe('ulaw-8k');
    expect(presetForPhoneSystem('zoom')).toBe('cloud-mp3');
    expect(presetForPhoneSystem('teams')).toBe('wideband-16k');
  });

  it('cloud-mp3 takes the best bitrate that stays under 1 MB', () => {
    expect(cloudMp3Choice(30)).toEqual({ bitrateKbps: 128, sampleRate: 44100 });
    expect(cloudMp3Choice(70)).toEqual({ bitrateKbps: 96, sampleRate: 44100 });
    expect(cloudMp3Choice(90)).toEqual({ bitrateKbps: 64, sampleRate: 22050 });
    expect(cloudMp3Choice(200)).toEqual({ bitrateKbps: 32, sampleRate: 16000 });
    for (const s of [10, 60, 62, 80, 120, 160, 240]) {
      const c = cloudMp3Choice(s);
      expect(estimateMp3Bytes(s, c.bitrateKbps, c.sampleRate)).toBeLessThan(CLOUD_MP3_MAX_BYTES);
    }
  });
});

describe('exportGreeting', () => {
  const wavPresets = [
    ['pcm-8k', 8000, 1, 16],
    ['ulaw-8k', 8000, 7, 8],
    ['alaw-8k', 8000, 6, 8],
    ['wideband-16k', 16000, 1, 16],
    ['master-48k', 48000, 1, 16],
  ] as const;

  it.each(wavPresets)(
    '%s: WAV at %d Hz, format %d, %d-bit, mono, same length and level',
    async (id, rate, tag, bits) => {
      const r = await exportGreeting(mix(2), 48000, id);
      expect(r.files).toHaveLength(1);
      const f = r.files[0]!;
      expect(f.name).toBe('wav');
      expect(f.mime).toBe('audio/wav');
      const d = decodeWav(f.bytes);
      expect(d.sampleRate).toBe(rate);
      expect(d.formatTag).toBe(tag);
      expect(d.bitsPerSample).toBe(bits);
      expect(d.channels).toHaveLength(1);
      expect(d.mono.length).toBe(2 * rate);
      expect(Math.abs(rms(d.mono, rate / 10, rate) - rms(mix(1)))).toBeLessThan(0.3);
    },
  );

  it.each([...presetIds])('%s: an empty mix still makes valid (empty) files', async (id) => {
    const r = await exportGreeting(new Float32Array(0), 48000, id);
    expect(r.files.length).toBeGreaterThan(0);
    for (const f of r.files) if (f.name === 'wav') expect(decodeWav(f.bytes).mono.length).toBe(0);
  });

  it('asterisk-raw: three headerless 8 kHz files', async () => {
    const r = await exportGreeting(mix(2), 48000, 'asterisk-raw');
    expect(r.files.map((f) => f.name)).toEqual(['ulaw', 'alaw', 'sln']);
    const [u, a, s] = r.files;
    expect(u!.bytes.length).toBe(16000);
    expect(a!.bytes.length).toBe(16000);
    expect(s!.bytes.length).toBe(32000);
    expect(String.fromCharCode(...s!.bytes.subarray(0, 4))).not.toBe('RIFF');
  });

  it('universal-mp3: 44.1 kHz mono MPEG-1 layer III at a constant 128 kbps', async () => {
    const r = await exportGreeting(mix(5), 48000, 'universal-mp3');
    const f = r.files[0]!;
    expect(f.name).toBe('mp3');
    expect(f.mime).toBe('audio/mpeg');
    const frames = mp3Frames(f.bytes);
    expect(frames.length).toBeGreaterThan(Math.floor((5 * 44100) / 1152));
    expect(new Set(frames.map((x) => x.bitrateKbps))).toEqual(new Set([128]));
    expect(frames.every((x) => x.sampleRate === 44100 && x.mono && x.version === 1)).toBe(true);
    const end = frames[frames.length - 1]!;
    expect(end.offset + end.length).toBe(f.bytes.length);
  });

  it('cloud-mp3: a 90 s mix stays under 1 MB at the chosen rate', async () => {
    const r = await exportGreeting(mix(90), 48000, 'cloud-mp3');
    const f = r.files[0]!;
    expect(f.bytes.length).toBeLessThan(CLOUD_MP3_MAX_BYTES);
    expect(r.bitrateKbps).toBe(64);
    const frames = mp3Frames(f.bytes);
    expect(frames.every((x) => x.sampleRate === 22050 && x.bitrateKbps === 64 && x.mono)).toBe(true);
    expect(f.bytes.length).toBeLessThanOrEqual(estimateMp3Bytes(90, 64, 22050));
  }, 30000);

  it('preview MP3: 24 kHz mono at 64 kbps', async () => {
    const bytes = await exportPreviewMp3(mix(3), 48000);
    const frames = mp3Frames(bytes);
    expect(frames.length).toBeGreaterThan(Math.floor((3 * 24000) / 576));
    expect(
      frames.every((f) => f.sampleRate === PREVIEW_MP3.sampleRate && f.bitrateKbps === 64 && f.mono),
    ).toBe(true);
  });
});
