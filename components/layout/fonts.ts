import localFont from 'next/font/local';

// Inter, self-hosted from @fontsource-variable/inter (no network at build). next/font/local cannot
// give each file a unicode-range, so each subset is its own family and the stack in globals.css
// falls back per glyph: the Greek and Latin Extended files hold only their own glyphs, so they come
// first and everything else reaches the preloaded Latin file (and its metric-matched fallback).
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-latin',
  display: 'swap',
});

export const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-latin-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const interGreek = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-greek',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const fontVariables = [interLatin.variable, interLatinExt.variable, interGreek.variable].join(' ');
