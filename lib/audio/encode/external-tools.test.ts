// Every preset's files checked by the tools phone-system admins and PBXes effectively use:
// SoX and FFmpeg's ffprobe (Debian packages `sox` and `ffmpeg`, installed by the test script —
// this test must not be skipped, a missing tool is a failure).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetIds, useCaseDefaults, type PresetId } from '../../greeting/spec';
import { exportGreeting } from '../export';
import { decodeWav } from './decode-wav';
import { CLOUD_MP3_MAX_BYTES } from '../presets';
import { renderMix } from '../render-mix';
import { musicLike, voiceLike } from '../test-signals';

const MIX_SECONDS = 90;
let dir = '';
const files = new Map<string, string>(); // "preset.ext" → path
let mixRms = 0;

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** sox prints `stats` (and some `--i` warnings) on stderr: capture both streams. */
function runBoth(cmd: string, args: string[]): string {
  try {
    return execFileSync('sh', ['-c', `"$0" "$@" 2>&1`, cmd, ...args], { encoding: 'utf8' });
  } catch (e) {
    throw new Error(`${cmd} failed: ${String(e)}`);
  }
}

function soxInfo(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of runBoth('sox', ['--i', path]).split('\n')) {
    const m = /^([A-Za-z ]+?)\s*:\s*(.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

function soxRms(args: string[]): number {
  const m = /RMS lev dB\s+(-?[\d.]+)/.exec(runBoth('sox', [...args, '-n', 'stats']));
  if (!m) throw new Error('no RMS level from sox stats');
  return Number(m[1]);
}

interface Probe {
  streams: {
    codec_name: string;
    sample_rate: string;
    channels: number;
    bits_per_sample?: number;
    bit_rate?: string;
    duration?: string;
  }[];
  format: { format_name: string; duration?: string };
}

function ffprobe(path: string, inputArgs: string[] = []): Probe {
  return JSON.parse(
    run('ffprobe', [
      '-v',
      'error',
      ...inputArgs,
      '-show_entries',
      'stream=codec_name,sample_rate,channels,bits_per_sample,bit_rate,duration:format=format_name,duration',
      '-of',
      'json',
      path,
    ]),
  ) as Probe;
}

function path(preset: PresetId, ext: string): string {
  const p = files.get(`${preset}.${ext}`);
  if (!p) throw new Error(`no ${ext} file for ${preset}`);
  return p;
}

beforeAll(async () => {
  // Fail loudly (not skip) when a tool is missing.
  run('sox', ['--version']);
  run('ffprobe', ['-version']);
  dir = mkdtempSync(join(tmpdir(), 'greeting-export-'));
  const spec = {
    ...useCaseDefaults['on-hold'],
    music: { ...useCaseDefaults['on-hold'].music, trackId: 'synthetic' },
  };
  const voiceSeconds = MIX_SECONDS - spec.voiceDelay - spec.music.intro - spec.music.outro;
  const mix = renderMix({
    voice: voiceLike(22050, voiceSeconds),
    voiceRate: 22050,
    music: musicLike(48000, 60),
    musicRate: 48000,
    spec,
  });
  expect(mix.samples.length / mix.sampleRate).toBeCloseTo(MIX_SECONDS, 2);
  let s = 0;
  for (const v of mix.samples) s += v * v;
  mixRms = 10 * Math.log10(s / mix.samples.length);
  for (const preset of presetIds) {
    const { files: out } = await exportGreeting(mix.samples, mix.sampleRate, preset);
    for (const f of out) {
      const p = join(dir, `${preset}.${f.name}`);
      writeFileSync(p, f.bytes);
      files.set(`${preset}.${f.name}`, p);
    }
  }
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('exports read by sox and ffprobe', () => {
  it.each([
    ['pcm-8k', 8000, 'pcm_s16le', 16, '16-bit Signed Integer PCM'],
    ['ulaw-8k', 8000, 'pcm_mulaw', 8, '8-bit u-law'],
    ['alaw-8k', 8000, 'pcm_alaw', 8, '8-bit A-law'],
    ['wideband-16k', 16000, 'pcm_s16le', 16, '16-bit Signed Integer PCM'],
    ['master-48k', 48000, 'pcm_s16le', 16, '16-bit Signed Integer PCM'],
  ] as const)('%s is a %d Hz mono %s WAV', (preset, rate, codec, bits, soxEncoding) => {
    const p = path(preset, 'wav');
    const info = soxInfo(p);
    expect(info['Channels']).toBe('1');
    expect(info['Sample Rate']).toBe(String(rate));
    expect(info['Sample Encoding']).toBe(soxEncoding);
    expect(info['Duration']).toContain('00:01:30.00');
    const probe = ffprobe(p);
    expect(probe.format.format_name).toBe('wav');
    expect(probe.streams).toHaveLength(1);
    const s = probe.streams[0]!;
    expect(s.codec_name).toBe(codec);
    expect(s.sample_rate).toBe(String(rate));
    expect(s.channels).toBe(1);
    expect(s.bits_per_sample).toBe(bits);
    // Decoded by sox, the level matches the 48 kHz mix (band-limiting removes little energy).
    expect(Math.abs(soxRms([p]) - mixRms)).toBeLessThan(1);
  });

  it('universal-mp3 is 44.1 kHz mono MP3 at a constant 128 kbps', () => {
    const p = path('universal-mp3', 'mp3');
    const probe = ffprobe(p);
    expect(probe.format.format_name).toBe('mp3');
    const s = probe.streams[0]!;
    expect(s.codec_name).toBe('mp3');
    expect(s.sample_rate).toBe('44100');
    expect(s.channels).toBe(1);
    expect(s.bit_rate).toBe('128000');
    // CBR: every packet is 417 or 418 bytes (the padding byte alternates).
    const sizes = new Set(
      run('ffprobe', [
        '-v',
        'error',
        '-select_streams',
        'a',
        '-show_entries',
        'packet=size',
        '-of',
        'csv=p=0',
        p,
      ])
        .split('\n')
        .filter(Boolean)
        .map(Number),
    );
    expect([...sizes].every((x) => x === 417 || x === 418)).toBe(true);
    const info = soxInfo(p);
    expect(info['Sample Rate']).toBe('44100');
    expect(info['Channels']).toBe('1');
    expect(Math.abs(soxRms([p]) - mixRms)).toBeLessThan(1);
  });

  it('cloud-mp3 of a 90 s mix is under 1 MB, mono, and decodes to the full length', () => {
    const p = path('cloud-mp3', 'mp3');
    expect(statSync(p).size).toBeLessThan(CLOUD_MP3_MAX_BYTES);
    const probe = ffprobe(p);
    const s = probe.streams[0]!;
    expect(s.codec_name).toBe('mp3');
    expect(s.channels).toBe(1);
    expect(['44100', '22050', '16000']).toContain(s.sample_rate);
    expect(Number(probe.format.duration)).toBeGreaterThan(MIX_SECONDS - 0.1);
    expect(Number(probe.format.duration)).toBeLessThan(MIX_SECONDS + 0.2);
  });

  it.each([
    ['ulaw', 'mulaw', 'pcm_mulaw', ['-t', 'ul']],
    ['alaw', 'alaw', 'pcm_alaw', ['-t', 'al']],
    ['sln', 's16le', 'pcm_s16le', ['-t', 'sln']],
  ] as const)('asterisk-raw .%s is headerless 8 kHz mono %s', (ext, ffFormat, codec, soxType) => {
    const p = path('asterisk-raw', ext);
    const bytesPerSample = ext === 'sln' ? 2 : 1;
    expect(statSync(p).size).toBe(MIX_SECONDS * 8000 * bytesPerSample);
    const probe = ffprobe(p, ['-f', ffFormat, '-ar', '8000', '-ch_layout', 'mono']);
    expect(probe.streams[0]!.codec_name).toBe(codec);
    expect(Number(probe.streams[0]!.duration)).toBeCloseTo(MIX_SECONDS, 3);
    // Decoded as raw telephony audio, the level matches the mix: the bytes really are that codec.
    expect(Math.abs(soxRms([...soxType, '-r', '8000', '-c', '1', p]) - mixRms)).toBeLessThan(1);
    if (ext === 'sln') expect(soxInfo(p)['Sample Rate']).toBe('8000'); // sox knows .sln as Asterisk 8 kHz
  });

  it('ffmpeg’s EBU R128 meter agrees: the master reads −16 LUFS with true peak ≤ −1 dBTP', () => {
    const out = runBoth('ffmpeg', [
      '-hide_banner',
      '-nostats',
      '-i',
      path('master-48k', 'wav'),
      '-af',
      'ebur128=peak=true',
      '-f',
      'null',
      '-',
    ]);
    const summary = out.slice(out.lastIndexOf('Summary:'));
    const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
    const peak = /Peak:\s+(-?[\d.]+) dBFS/.exec(summary);
    expect(integrated).not.toBeNull();
    expect(peak).not.toBeNull();
    expect(Math.abs(Number(integrated![1]) + 16)).toBeLessThanOrEqual(0.3);
    // ffmpeg prints one decimal; its own interpolator may read a hair above ours.
    expect(Number(peak![1])).toBeLessThanOrEqual(-0.9);
  });

  it.each(['ulaw-8k', 'alaw-8k', 'pcm-8k'] as const)(
    'sox decodes %s to exactly the samples decodeWav reads',
    (preset) => {
      const p = path(preset, 'wav');
      const raw = execFileSync('sox', ['-D', p, '-t', 's16', '-'], { maxBuffer: 64 * 1024 * 1024 });
      const sox = new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
      const ours = decodeWav(new Uint8Array(readFileSync(p)));
      expect(sox.length).toBe(ours.mono.length);
      let mismatches = 0;
      for (let i = 0; i < sox.length; i++) if (sox[i] !== Math.round(ours.mono[i]! * 32768)) mismatches++;
      expect(mismatches).toBe(0);
    },
  );
});
