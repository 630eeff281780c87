// GreetingSpec validation (10,000 cases each): whatever arrives (valid, out of range, wrong type,
// random JSON) parses into a complete in-range spec or answers issues; nothing else escapes.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { locales } from '../i18n/locales';
import {
  greetingSpecSchema,
  limits,
  parseGreetingSpec,
  phoneSystems,
  presetIds,
  useCases,
  type GreetingSpec,
} from './spec';

const runs = { numRuns: 10_000 };
const inRange = (r: { min: number; max: number }) => fc.double({ min: r.min, max: r.max, noNaN: true });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** What the studio, the cart and the API may send: every defaulted field may be left out. */
const validInput = fc.record(
  {
    useCase: fc.constantFrom(...useCases),
    locale: fc.constantFrom(...locales),
    // Mostly short texts (cheap), sometimes up to the limit.
    text: fc.oneof(
      { weight: 9, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 1, arbitrary: fc.string({ maxLength: limits.textMaxChars }) },
    ),
    voice: fc.record(
      {
        id: fc.string({ minLength: 1, maxLength: 80 }),
        speed: maybe(inRange(limits.speed)),
        pitch: maybe(inRange(limits.pitch)),
      },
      { requiredKeys: ['id'] },
    ),
    music: maybe(
      fc.record(
        {
          trackId: fc.option(fc.string({ minLength: 1, maxLength: 80 }), { nil: null }),
          volumeDb: inRange(limits.musicVolumeDb),
          intro: inRange(limits.introSeconds),
          outro: inRange(limits.outroSeconds),
          fadeIn: inRange(limits.fadeSeconds),
          fadeOut: inRange(limits.fadeSeconds),
          duckDb: inRange(limits.duckDb),
          duckAttackMs: inRange(limits.duckAttackMs),
          duckReleaseMs: inRange(limits.duckReleaseMs),
          loop: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
    ),
    voiceVolumeDb: maybe(inRange(limits.voiceVolumeDb)),
    voiceDelay: maybe(inRange(limits.voiceDelaySeconds)),
    preset: maybe(fc.constantFrom(...presetIds)),
    phoneSystem: maybe(fc.option(fc.constantFrom(...phoneSystems), { nil: null })),
  },
  { requiredKeys: ['useCase', 'locale', 'text', 'voice'] },
);

function isComplete(spec: GreetingSpec): boolean {
  return greetingSpecSchema.safeParse(spec).success;
}

/** Paths of numeric fields and the values outside their range (or not numbers at all). */
const numericFields: [string[], { min: number; max: number }][] = [
  [['voice', 'speed'], limits.speed],
  [['voice', 'pitch'], limits.pitch],
  [['music', 'volumeDb'], limits.musicVolumeDb],
  [['music', 'intro'], limits.introSeconds],
  [['music', 'duckDb'], limits.duckDb],
  [['music', 'duckReleaseMs'], limits.duckReleaseMs],
  [['voiceVolumeDb'], limits.voiceVolumeDb],
  [['voiceDelay'], limits.voiceDelaySeconds],
];

function badNumber(r: { min: number; max: number }): fc.Arbitrary<unknown> {
  return fc.oneof(
    // Strictly outside (fast-check may offer -0 just below a minimum of 0, which equals it).
    fc.double({ max: r.min, maxExcluded: true, noNaN: true }).filter((v) => v < r.min),
    fc.double({ min: r.max, minExcluded: true, noNaN: true }).filter((v) => v > r.max),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, '1', null, true, [], {}),
  );
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? { ...(next as object) } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

describe('GreetingSpec validation properties', () => {
  it('every valid input becomes a complete, in-range spec that keeps what was sent (10,000 cases)', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const r = parseGreetingSpec(input);
        if (!r.ok || !isComplete(r.spec)) return false;
        const { spec } = r;
        if (spec.text !== input.text || spec.voice.id !== input.voice.id || spec.locale !== input.locale)
          return false;
        if (input.voice.speed !== undefined && spec.voice.speed !== input.voice.speed) return false;
        if (input.preset !== undefined && spec.preset !== input.preset) return false;
        return input.music?.volumeDb === undefined || spec.music.volumeDb === input.music.volumeDb;
      }),
      runs,
    );
    // zod parses ~10,000 specs in a few seconds; far longer on a loaded machine.
  }, 120_000);

  it('parsing is idempotent: a parsed spec parses to itself (10,000 cases)', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const first = parseGreetingSpec(input);
        if (!first.ok) return false;
        const second = parseGreetingSpec(first.spec);
        return second.ok && JSON.stringify(second.spec) === JSON.stringify(first.spec);
      }),
      runs,
    );
    // zod parses ~10,000 specs in a few seconds; far longer on a loaded machine.
  }, 120_000);

  it('one field out of range or of the wrong type is always refused, naming that field (10,000 cases)', () => {
    const mutation = fc
      .constantFrom(...numericFields)
      .chain(([path, range]) => fc.tuple(fc.constant(path), badNumber(range)));
    fc.assert(
      fc.property(validInput, mutation, (input, [path, value]) => {
        const broken = structuredClone(input) as Record<string, unknown>;
        setPath(broken, path, value);
        const r = parseGreetingSpec(broken);
        return !r.ok && r.issues.some((issue) => issue.path.join('.') === path.join('.'));
      }),
      runs,
    );
    // zod parses ~10,000 specs in a few seconds; far longer on a loaded machine.
  }, 120_000);

  it('text over the limit, unknown enums and missing voices are refused (10,000 cases)', () => {
    const breakage = fc.oneof(
      fc.string({ minLength: 1, maxLength: 20 }).map((s) => ({ text: 'x'.repeat(limits.textMaxChars) + s })),
      fc
        .string()
        .filter((s) => !(useCases as readonly string[]).includes(s))
        .map((useCase) => ({ useCase })),
      fc
        .string()
        .filter((s) => !(locales as readonly string[]).includes(s))
        .map((locale) => ({ locale })),
      fc
        .string()
        .filter((s) => !(presetIds as readonly string[]).includes(s))
        .map((preset) => ({ preset })),
      fc.constant({ voice: {} }),
      fc.constant({ voice: { id: '' } }),
      fc.constant({ voice: undefined }),
    );
    fc.assert(
      fc.property(validInput, breakage, (input, patch) => !parseGreetingSpec({ ...input, ...patch }).ok),
      runs,
    );
    // zod parses ~10,000 specs in a few seconds; far longer on a loaded machine.
  }, 120_000);

  it('any JSON value parses or answers issues; no other exception escapes (10,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          validInput.map((v) => ({ ...v, extra: 1 })),
        ),
        (raw) => {
          const r = parseGreetingSpec(raw);
          return r.ok ? isComplete(r.spec) : r.issues.length > 0;
        },
      ),
      runs,
    );
    // zod parses ~10,000 specs in a few seconds; far longer on a loaded machine.
  }, 120_000);
});
