import { readFileSync, writeFileSync } from 'node:fs';
import { decodeWav } from './encode/decode-wav';
import { encodeWav } from './encode/wav';
import { renderMix } from './render-mix';
import { measureLoudness } from './loudness';
import { useCaseDefaults } from '../greeting/spec';
const v = decodeWav(readFileSync('/tmp/xt/voice.wav'));
const m = decodeWav(readFileSync('/tmp/xt/music.wav'));
for (const uc of ['business-voicemail', 'on-hold'] as const) {
  const spec = { ...useCaseDefaults[uc], music: { ...useCaseDefaults[uc].music, trackId: 'clear-horizon' } };
  const r = renderMix({
    voice: v.mono,
    voiceRate: v.sampleRate,
    music: m.mono,
    musicRate: m.sampleRate,
    spec,
  });
  console.log(
    uc,
    r.samples.length / 48000,
    r.voiceStart,
    r.voiceEnd,
    'lufs',
    r.lufs.toFixed(2),
    'tp',
    r.truePeakDb.toFixed(2),
    'gain',
    r.gainDb.toFixed(2),
    JSON.stringify(measureLoudness(r.samples, 48000)),
  );
  writeFileSync(`/tmp/xt/mix-${uc}.wav`, encodeWav(r.samples, 48000, 'pcm16'));
}
console.log('voice alone', JSON.stringify(measureLoudness(v.mono, v.sampleRate)));
console.log('music alone', JSON.stringify(measureLoudness(m.mono, m.sampleRate)));
