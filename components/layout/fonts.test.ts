import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';

// fonts.ts runs only inside next build (next/font), so its ranges are read from the source.
const source = readFileSync(path.join(import.meta.dirname, 'fonts.ts'), 'utf8');
const files = path.join(process.cwd(), 'node_modules/@fontsource-variable/inter/files');

/** The unicode-range declared for the face whose file name contains `subset`. */
function declaredRange(subset: string): Set<number> {
  const block = source.split('localFont(').find((b) => b.includes(`inter-${subset}-wght-normal.woff2`));
  const value = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(block ?? '')?.[1];
  if (!value) throw new Error(`no unicode-range for ${subset}`);
  const points = new Set<number>();
  for (const part of value.split(',')) {
    const [from = '', to = from] = part.replace('U+', '').split('-');
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return points;
}

/** Characters the file has glyphs for (without .notdef's U+0000 and U+FFFF). */
function characters(subset: string): Set<number> {
  const font = fontkit.create(readFileSync(path.join(files, `inter-${subset}-wght-normal.woff2`)));
  return new Set(font.characterSet.filter((c) => c !== 0 && c !== 0xffff));
}

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('Inter faces', () => {
  // The stack in globals.css: Greek, then Latin Extended, then Latin.
  const greek = characters('greek');
  const latinExt = characters('latin-ext');
  const latin = characters('latin');

  it('declare exactly the characters their file holds, in stack order', () => {
    expect(sorted(declaredRange('greek'))).toEqual(sorted(greek));
    expect(sorted(declaredRange('latin-ext'))).toEqual(sorted(new Set([...latinExt].filter((c) => !greek.has(c)))));
    expect(sorted(declaredRange('latin'))).toEqual(sorted(latin));
  });

  it('keep English text off the Latin Extended file, and Greek text on the Greek one', () => {
    const english = 'Professional voicemail greeting: “Hello”, €12.50 — 100%';
    const greekText = 'Επαγγελματικός χαιρετισμός τηλεφωνητή';
    const ext = declaredRange('latin-ext');
    expect([...english].some((ch) => ext.has(ch.codePointAt(0) ?? 0))).toBe(false);
    expect([...greekText].filter((ch) => ch !== ' ').every((ch) => declaredRange('greek').has(ch.codePointAt(0) ?? 0))).toBe(true);
  });
});
