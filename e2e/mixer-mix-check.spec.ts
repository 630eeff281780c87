// What you hear is what you buy: the browser preview engine and the Node server render mix the
// same inputs to the same samples.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeWav } from '@/lib/audio/encode/decode-wav';
import { renderMix } from '@/lib/audio/render-mix';
import { useCaseDefaults } from '@/lib/greeting/spec';
import { getTrack } from '@/lib/music/catalog';
import { decodeTrack } from '@/lib/music/decode';
import type { MixCheckInput, MixCheckResult } from '@/app/(empty)/tools/mix-check/mix-check';

const input: MixCheckInput = {
  ttsRequest: {
    text: 'Thank you for calling Northwind Dental. Our office is currently closed.',
    voiceId: 'flite-slt',
    speed: 1,
    pitch: 0,
    locale: 'en',
  },
  trackId: 'still-water',
  spec: {
    music: {
      ...useCaseDefaults['business-voicemail'].music,
      trackId: 'still-water',
      intro: 2,
      outro: 2.5,
      duckDb: 14,
    },
    voiceDelay: 0.3,
    voiceVolumeDb: -1,
  },
};

test('the browser mix equals the Node render sample by sample', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/mix-check/');
  await page.waitForFunction(() => typeof window.__mixCheck === 'function');
  const browser: MixCheckResult = await page.evaluate((i) => window.__mixCheck!(i), input);
  const bytes = Buffer.from(browser.samplesBase64, 'base64');
  const browserSamples = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);

  // Node: the same voice (the server's content-addressed TTS cache answers identically) and
  // the same Opus file through the same decoder, rendered by the server path's renderMix.
  const tts = await request.post('/api/tts/', { data: input.ttsRequest });
  expect(tts.status()).toBe(200);
  const wav = decodeWav(new Uint8Array(await tts.body()));
  const track = getTrack(input.trackId!)!;
  const music = await decodeTrack(
    new Uint8Array(readFileSync(path.join('public', track.file))),
    track.lengthSamples,
  );
  const node = renderMix({
    voice: wav.mono,
    voiceRate: wav.sampleRate,
    music: music.samples,
    musicRate: music.sampleRate,
    spec: input.spec,
  });

  expect(browser.sampleRate).toBe(node.sampleRate);
  expect(browserSamples.length).toBe(node.samples.length);
  let maxDiff = 0;
  for (let i = 0; i < node.samples.length; i++)
    maxDiff = Math.max(maxDiff, Math.abs(browserSamples[i]! - node.samples[i]!));
  console.log(`mix-check: ${node.samples.length} samples, max |browser − node| = ${maxDiff}`);
  expect(maxDiff).toBeLessThanOrEqual(1e-6);
  expect(browser.lufs).toBeCloseTo(node.lufs, 3);
});
