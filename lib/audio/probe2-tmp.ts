import { readFileSync } from 'node:fs';
import { decodeWav } from './encode/decode-wav';
import { prepareVoice, prepareMusic, mixPrepared, renderPrepared } from './render-mix';
import { normalizeLoudness } from './normalize';
import { useCaseDefaults } from '../greeting/spec';
const v = decodeWav(readFileSync('/tmp/xt/voice.wav'));
const m = decodeWav(readFileSync('/tmp/xt/music.wav'));
const spec = { ...useCaseDefaults['on-hold'], music: { ...useCaseDefaults['on-hold'].music, trackId: 'x' } };
const pv = prepareVoice(v.mono, v.sampleRate),
  pm = prepareMusic(m.mono, m.sampleRate);
const raw = mixPrepared(pv, pm, spec).samples.slice();
const time = (label: string, f: () => unknown) => {
  f();
  const ts: number[] = [];
  for (let r = 0; r < 5; r++) {
    const c = process.cpuUsage();
    f();
    const u = process.cpuUsage(c);
    ts.push((u.user + u.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(20), ts[2]!.toFixed(1), 'ms cpu');
};
console.log('seconds', raw.length / 48000);
time('mix', () => mixPrepared(pv, pm, spec));
time('normalize', () => normalizeLoudness(raw, 48000));
const buf = new Float32Array(48000 * 40);
time('renderPrepared', () => renderPrepared(pv, pm, spec, buf));
