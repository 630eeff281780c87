// docs/architecture.md's recipes name the files a new language or export preset needs; this test
// fails when one is added without them, so the recipe and the code cannot drift apart.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { presetIds } from './greeting/spec-values';
import { locales } from './i18n/locales';

const root = path.resolve(import.meta.dirname, '..');
const exists = (file: string) => existsSync(path.join(root, file));
const recipe = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

describe('recipe: add a language', () => {
  it.each(locales)('%s has every file the recipe names', (code) => {
    const needed = [
      `messages/${code}.json`,
      `lib/greeting/templates/${code}.ts`,
      `lib/tts/text/locales/${code}.ts`,
      `lib/tts/text/locales/${code}.test.ts`,
    ];
    expect(needed.filter((file) => !exists(file))).toEqual([]);
    const index = readFileSync(path.join(root, 'lib/tts/text/locales/index.ts'), 'utf8');
    expect(index, 'lib/tts/text/locales/index.ts').toMatch(new RegExp(`['/]${code}['.]`));
  });
});

describe('recipe: add a phone-system format', () => {
  it.each(presetIds)('%s has its encoder settings and a label', (id) => {
    const presets = readFileSync(path.join(root, 'lib/audio/presets.ts'), 'utf8');
    expect(presets).toContain(`'${id}': {`);
    expect((en.mixer.presets as Record<string, string>)[id], `messages: mixer.presets.${id}`).toBeTruthy();
  });
});

describe('docs/architecture.md', () => {
  it('names files that exist', () => {
    const named = [
      ...recipe.matchAll(
        /`((?:lib|app|features|components|stores|scripts|messages)\/[\w./-]+\.(?:ts|tsx|mjs|json))`/g,
      ),
    ]
      .map((m) => m[1]!)
      .filter((file) => !file.includes('<'));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });
});
