// The paid render path end to end with the real default voices and a real library track.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/encode/decode-wav';
import { mixLayout } from '../audio/layout';
import { integratedLoudness } from '../audio/loudness';
import { parseGreetingSpec } from '../greeting/spec';
import { getTtsService } from '../tts/service';
import { renderGreeting } from './render-greeting';
import { setRenderPool } from './render-pool';

afterAll(async () => {
  await getTtsService().close();
  await setRenderPool(undefined);
});

function spec(raw: unknown) {
  const parsed = parseGreetingSpec(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.spec;
}

describe('renderGreeting', () => {
  it(
    'renders voice + music: the master WAV has the layout length and −16 LUFS; the MP3 decodes',
    { timeout: 60_000 },
    async () => {
      const s = spec({
        useCase: 'business-voicemail',
        locale: 'en',
        text: 'Thank you for calling Northwind Dental. Please leave a message after the tone.',
        voice: { id: 'flite-slt' },
        music: { trackId: 'clear-horizon', intro: 2, outro: 3 },
      });
      const result = await renderGreeting(s, { presets: ['master-48k', 'ulaw-8k'], withMp3: true });
      expect(result.files.map((f) => f.fileName)).toEqual([
        'greeting-master-48k.wav',
        'greeting-ulaw-8k.wav',
        'greeting-universal.mp3',
      ]);
      const master = decodeWav(result.files[0]!.bytes);
      expect(master.sampleRate).toBe(48000);
      const duration = master.mono.length / 48000;
      const voiceSeconds = result.voiceEnd - result.voiceStart;
      expect(voiceSeconds).toBeGreaterThan(2);
      expect(duration).toBeCloseTo(mixLayout(s, voiceSeconds, true).total, 2);
      expect(duration).toBeCloseTo(result.duration, 6);
      expect(result.voiceStart).toBeCloseTo(2, 3);
      // Measured on the decoded 16-bit file, independently of the renderer's own figure.
      expect(Math.abs(integratedLoudness(master.mono, 48000) + 16)).toBeLessThanOrEqual(1);
      expect(result.truePeakDb).toBeLessThanOrEqual(-1 + 0.05);

      const ulaw = decodeWav(result.files[1]!.bytes);
      expect(ulaw.sampleRate).toBe(8000);
      expect(ulaw.mono.length / 8000).toBeCloseTo(duration, 2);

      const dir = mkdtempSync(path.join(tmpdir(), 'render-'));
      const mp3 = path.join(dir, 'g.mp3');
      writeFileSync(mp3, result.files[2]!.bytes);
      const probe = JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp3], {
          encoding: 'utf8',
        }),
      ) as {
        streams: { codec_name: string; channels: number; sample_rate: string }[];
        format: { duration: string };
      };
      expect(probe.streams[0]).toMatchObject({ codec_name: 'mp3', channels: 1, sample_rate: '44100' });
      expect(Number(probe.format.duration)).toBeCloseTo(duration, 0);
    },
  );

  it(
    'renders without music at the voice length, and rejects an unknown track',
    { timeout: 60_000 },
    async () => {
      const s = spec({
        useCase: 'ivr',
        locale: 'de',
        text: 'Für den Vertrieb drücken Sie die 1.',
        voice: { id: 'espeak-de-lena' },
      });
      const voiceOnly = await renderGreeting({ ...s, voiceDelay: 0.5 });
      expect(voiceOnly.files.map((f) => f.fileName)).toEqual(['greeting-pcm-8k.wav']);
      expect(voiceOnly.voiceStart).toBeCloseTo(0.5, 3);
      expect(voiceOnly.duration).toBeCloseTo(voiceOnly.voiceEnd, 3);
      await expect(
        renderGreeting({ ...s, music: { ...s.music, trackId: 'no-such-track' } }),
      ).rejects.toMatchObject({
        code: 'unknown-track',
      });
    },
  );
});
