// Pause tokens and markup (10,000 cases each): pauses come out in order with clamped lengths,
// markup is never spoken, SSML escaping round-trips, and nothing but a text issue escapes.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { limits } from '../../greeting/spec';
import { escapeSsml, segmentText, validateText } from './index';

const runs = { numRuns: 10_000 };
// Letters of the seven languages and digits.
const letters = [...'abcdefghijklmnopqrstuvwxyzABCXYZäöüßéèêçñãõàìòùΑΒΓαβγδεζηθλμξπσςτωάέήίόύώ0123456789'];
const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 10 }).map((c) => c.join(''));
const units = ['', 's', 'sec', 'secs', 'second', 'seconds', 'ms', 'S', 'MS'] as const;

/** A pause token the way visitors type it, and the seconds it must become. */
const pause = fc
  .record({
    whole: fc.integer({ min: 0, max: 99_999 }),
    fraction: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }),
    comma: fc.boolean(),
    unit: fc.constantFrom(...units),
    spaced: fc.boolean(),
    bare: fc.boolean(),
  })
  .map(({ whole, fraction, comma, unit, spaced, bare }) => {
    if (bare) return { token: '[pause]', seconds: 1 };
    const number = fraction === null ? `${whole}` : `${whole}${comma ? ',' : '.'}${fraction}`;
    const value = Number(number.replace(',', '.'));
    const raw = unit.toLowerCase() === 'ms' ? value / 1000 : value;
    const { min, max } = limits.pauseSeconds;
    const seconds = Math.round(Math.min(max, Math.max(min, raw)) * 1000) / 1000;
    return { token: `[${spaced ? ' ' : ''}pause ${number}${spaced ? ' ' : ''}${unit}]`, seconds };
  });

describe('pause tokens', () => {
  it('speech and pauses come out in the order typed, each pause clamped to its limits', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(word, pause), { maxLength: 12 }), (parts) => {
        const text = parts.map((p) => (typeof p === 'string' ? p : p.token)).join(' ');
        const expected: string[] = [];
        let words: string[] = [];
        for (const p of parts) {
          if (typeof p === 'string') words.push(p);
          else {
            if (words.length) expected.push(`speech:${words.join(' ')}`);
            words = [];
            expected.push(`pause:${p.seconds}`);
          }
        }
        if (words.length) expected.push(`speech:${words.join(' ')}`);
        const actual = segmentText(text).map((s) =>
          s.kind === 'pause' ? `pause:${s.seconds}` : `speech:${s.text}`,
        );
        return JSON.stringify(actual) === JSON.stringify(expected);
      }),
      runs,
    );
  }, 120_000);

  it('any text splits without throwing; pauses stay in range and speech is never empty or a pause token', () => {
    const noisy = fc
      .array(
        fc.oneof(
          word,
          pause.map((p) => p.token),
          fc.constantFrom('[', ']', '[pause', 'pause]', '[ ]', ' '),
          fc.string({ maxLength: 5 }),
        ),
        {
          maxLength: 20,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(noisy, fc.string({ maxLength: 100 })), (text) => {
        for (const s of segmentText(text)) {
          if (s.kind === 'pause') {
            if (!(s.seconds >= limits.pauseSeconds.min && s.seconds <= limits.pauseSeconds.max)) return false;
          } else if (
            !/[\p{L}\p{N}]/u.test(s.text) ||
            /\[\s*pause/i.test(s.text) ||
            s.text !== s.text.trim()
          ) {
            return false;
          }
        }
        return true;
      }),
      runs,
    );
  }, 120_000);
});

describe('markup', () => {
  const tag = fc.constantFrom('b', 'i', 'speak', 'prosody', 'break', 'audio', 'p', 'emphasis', 'say-as', 'a');
  const attrs = fc.constantFrom('', ' time="3s"', ' src="x.wav"', " rate='fast'", ' onload=alert(1)');
  const secret = 'ZQXJ';
  const markup = fc.oneof(
    fc.tuple(tag, attrs).map(([t, a]) => `<${t}${a}>`),
    tag.map((t) => `</${t}>`),
    tag.map((t) => `<${t}/>`),
    fc.constantFrom(
      `<script>${secret}</script>`,
      `<style>${secret}</style>`,
      `<!-- ${secret} -->`,
      `<![CDATA[${secret}]]>`,
      `<script src=x>${secret}`,
    ),
  );

  it('validated text never carries a tag, a script or a comment body (10,000 cases)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(word, markup, fc.constant(' ')), { maxLength: 16 }), (parts) => {
        const r = validateText(parts.join(''));
        if (!r.ok) return r.issue.code === 'empty';
        return !/<\/?[A-Za-z!?][^<>]*>/.test(r.text) && !r.text.includes(secret);
      }),
      runs,
    );
  }, 120_000);

  it('validateText answers any string with text or an issue, nothing else (10,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })),
        (raw) => {
          const r = validateText(raw);
          return r.ok
            ? r.text.length > 0
            : ['empty', 'too-long', 'control-characters'].includes(r.issue.code);
        },
      ),
      runs,
    );
  }, 120_000);

  it('SSML escaping leaves no markup character and undoes exactly (10,000 cases)', () => {
    const unescape = (s: string) =>
      s.replace(
        /&(amp|lt|gt|quot|apos);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!,
      );
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        const escaped = escapeSsml(text);
        return (
          !/[<>"']/.test(escaped) &&
          !/&(?!(amp|lt|gt|quot|apos);)/.test(escaped) &&
          unescape(escaped) === text
        );
      }),
      runs,
    );
  }, 120_000);
});
