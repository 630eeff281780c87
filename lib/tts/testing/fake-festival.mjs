#!/usr/bin/env node
// A stand-in for `festival --pipe` that understands exactly the Scheme festival-process.ts sends,
// so its process handling (markers, errors, time-outs, crashes, idle ends) is tested where
// Festival is not installed. Text containing HANG never answers, CRASH ends the process, FAIL
// makes a Scheme error without audio. Each start appends a line to $FAKE_FESTIVAL_LOG.
import { appendFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

if (process.env.FAKE_FESTIVAL_LOG) appendFileSync(process.env.FAKE_FESTIVAL_LOG, `${process.pid}\n`);

const unescape = (s) => s.replace(/\\(.)/g, '$1');
let rate = 1;

/** A 16 kHz mono WAV: 100 samples per character of text, every sample rate/4. */
function wav(text) {
  const samples = text.length * 100;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(16000, 24);
  bytes.writeUInt32LE(32000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36);
  bytes.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) bytes.writeInt16LE(Math.round((rate / 4) * 32767), 44 + i * 2);
  return bytes;
}

for await (const line of createInterface({ input: process.stdin })) {
  const marker = /^\(format stderr "\\n(GS-[A-Z]+(?: [\w-]+)?)\\n"\)$/.exec(line);
  const rateSet = /\(list "-r" ([\d.]+)\)/.exec(line);
  const save =
    /^\(utt\.save\.wave \(utt\.synth \(Utterance Text "((?:[^"\\]|\\.)*)"\)\) "((?:[^"\\]|\\.)*)" 'riff\)$/.exec(
      line,
    );
  if (marker) process.stderr.write(`\n${marker[1]}\n`);
  else if (rateSet) rate = Number(rateSet[1]);
  else if (save) {
    const text = unescape(save[1]);
    if (text.includes('HANG')) await new Promise(() => setInterval(() => undefined, 1000));
    if (text.includes('CRASH')) process.exit(3);
    if (text.includes('FAIL')) process.stderr.write('SIOD ERROR: unbound variable FAIL\n');
    else writeFileSync(unescape(save[2]), wav(text));
  }
}
