import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import manifest, { backgroundColor, themeColor } from './manifest';

const root = path.join(__dirname, '..');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('web app manifest', () => {
  const m = manifest();

  it('names the product and starts at the home page', () => {
    expect(m.name).toBe(en.meta.productName);
    expect(m.short_name).toBe(en.meta.productName);
    expect(m.start_url).toBe('/');
    expect(m.display).toBe('standalone');
  });

  it('takes its colours from the design tokens', () => {
    expect(themeColor).toBe(token('accent'));
    expect(backgroundColor).toBe(token('canvas'));
    expect(m.theme_color).toBe(themeColor);
  });

  it('lists icons that exist, in the sizes they claim (192 and 512 px for install prompts)', () => {
    for (const icon of m.icons ?? []) {
      const file =
        icon.src === '/icon.svg' ? path.join(root, 'app/icon.svg') : path.join(root, 'public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') {
        const [w, h] = pngSize(file);
        expect(`${w}x${h}`).toBe(icon.sizes);
      }
    }
    expect(m.icons?.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});

describe('browser icons', () => {
  it('has a favicon.ico (PNG images in an ICO, 32 px among them) and a 180 px Apple touch icon', () => {
    const ico = readFileSync(path.join(root, 'app/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(widths).toContain(32);
    const firstImage = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(firstImage + 1, firstImage + 4).toString('latin1')).toBe('PNG');
    expect(pngSize(path.join(root, 'app/apple-icon.png'))).toEqual([180, 180]);
  });
});
