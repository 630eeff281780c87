import { describe, expect, it } from 'vitest';
import { segmentText } from './segment';

describe('segmentText', () => {
  it('returns one speech segment when there are no pauses', () => {
    expect(segmentText('Hello there.')).toEqual([{ kind: 'speech', text: 'Hello there.' }]);
  });

  it('parses seconds, milliseconds, decimals and the bare token', () => {
    expect(segmentText('A [pause 1s] B [pause 500ms] C [pause 1.5s] D [pause] E')).toEqual([
      { kind: 'speech', text: 'A' },
      { kind: 'pause', seconds: 1 },
      { kind: 'speech', text: 'B' },
      { kind: 'pause', seconds: 0.5 },
      { kind: 'speech', text: 'C' },
      { kind: 'pause', seconds: 1.5 },
      { kind: 'speech', text: 'D' },
      { kind: 'pause', seconds: 1 },
      { kind: 'speech', text: 'E' },
    ]);
  });

  it('accepts case and spacing variants, a decimal comma and a unitless number (seconds)', () => {
    expect(segmentText('[PAUSE 2S][ pause 0,5 s ][pause 3]')).toEqual([
      { kind: 'pause', seconds: 2 },
      { kind: 'pause', seconds: 0.5 },
      { kind: 'pause', seconds: 3 },
    ]);
  });

  it('clamps pauses to 0.1–5 seconds', () => {
    expect(segmentText('[pause 10s][pause 0s][pause 20ms][pause 5000ms][pause 99999s]')).toEqual([
      { kind: 'pause', seconds: 5 },
      { kind: 'pause', seconds: 0.1 },
      { kind: 'pause', seconds: 0.1 },
      { kind: 'pause', seconds: 5 },
      { kind: 'pause', seconds: 5 },
    ]);
  });

  it('reads unknown bracket tokens as plain text without the brackets', () => {
    expect(segmentText('Hello [name], [pause 1s] bye [laugh]')).toEqual([
      { kind: 'speech', text: 'Hello name,' },
      { kind: 'pause', seconds: 1 },
      { kind: 'speech', text: 'bye laugh' },
    ]);
    expect(segmentText('[pause 1 minute] ok')).toEqual([{ kind: 'speech', text: 'pause 1 minute ok' }]);
  });

  it('drops speech segments that hold no letters or digits', () => {
    expect(segmentText('Hi. [pause 1s] . [pause 2s]')).toEqual([
      { kind: 'speech', text: 'Hi.' },
      { kind: 'pause', seconds: 1 },
      { kind: 'pause', seconds: 2 },
    ]);
  });
});
