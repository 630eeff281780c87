import { describe, expect, it } from 'vitest';
import { escapeSsml, normalizeForSpeech, prepareText } from './index';

describe('escapeSsml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeSsml(`Tom & Jerry's <b>"show"</b>`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;b&gt;&quot;show&quot;&lt;/b&gt;',
    );
  });

  it('escapes an existing entity again rather than trusting it', () => {
    expect(escapeSsml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeSsml('Καλημέρα, Grüße!')).toBe('Καλημέρα, Grüße!');
  });
});

describe('prepareText', () => {
  it('validates, splits at pauses and normalizes each speech segment', () => {
    expect(prepareText('Call 555-0134. [pause 1.5s] Thank you!', 'en')).toEqual({
      ok: true,
      segments: [
        { kind: 'speech', text: 'Call five five five, zero one three four.' },
        { kind: 'pause', seconds: 1.5 },
        { kind: 'speech', text: 'Thank you!' },
      ],
    });
  });

  it('normalizes in the requested language', () => {
    expect(prepareText('Mo–Fr 8–17 Uhr', 'de')).toEqual({
      ok: true,
      segments: [{ kind: 'speech', text: 'Montag bis Freitag acht bis siebzehn Uhr' }],
    });
  });

  it('passes validation issues through', () => {
    expect(prepareText('a'.repeat(1501), 'en')).toEqual({
      ok: false,
      issue: { code: 'too-long', limit: 1500, length: 1501 },
    });
    expect(prepareText('Hi\u0000', 'fr')).toEqual({ ok: false, issue: { code: 'control-characters' } });
    expect(prepareText('  ', 'el')).toEqual({ ok: false, issue: { code: 'empty' } });
  });

  it('is empty when only pauses or markup would remain', () => {
    expect(prepareText('[pause 2s]', 'en')).toEqual({ ok: false, issue: { code: 'empty' } });
    expect(prepareText('<script>say("hi")</script>[pause 1s]', 'en')).toEqual({
      ok: false,
      issue: { code: 'empty' },
    });
  });

  it('never lets markup or a script body reach the engine', () => {
    const r = prepareText(
      '<speak><prosody rate="x-slow">Hello</prosody></speak><script>evil()</script> world',
      'en',
    );
    expect(r).toEqual({ ok: true, segments: [{ kind: 'speech', text: 'Hello world' }] });
  });

  it('turns unknown bracket tokens into plain words', () => {
    expect(prepareText('Hello [name]!', 'en')).toEqual({
      ok: true,
      segments: [{ kind: 'speech', text: 'Hello name!' }],
    });
  });

  it('clamps pause lengths', () => {
    const r = prepareText('A [pause 9s] B [pause 10ms] C', 'it');
    expect(r.ok && r.segments.filter((s) => s.kind === 'pause')).toEqual([
      { kind: 'pause', seconds: 5 },
      { kind: 'pause', seconds: 0.1 },
    ]);
  });
});

describe('normalizeForSpeech on raw input', () => {
  it('is safe to call without validating first: markup, controls and brackets never come out', () => {
    expect(normalizeForSpeech('<speak>Hi<script>x()</script></speak>\u0007 [name] 3 > 2', 'en')).toBe(
      'Hi name three two',
    );
  });
});
