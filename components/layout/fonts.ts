import localFont from 'next/font/local';

// Inter, self-hosted from @fontsource-variable/inter (no network at build). Each subset is its own
// family and the stack in globals.css falls back per glyph: Greek, then Latin Extended, then the
// preloaded Latin file (and its metric-matched fallback).
//
// Each face declares a unicode-range: without one the browser downloads every family of the stack
// on every page (150 KiB where English needs 67 KiB), competing with the page's scripts. The ranges
// are exactly the characters each file holds, minus those an earlier family already serves (checked
// against the files by fonts.test.ts), so every character keeps the glyph it had before. That is why
// the Greek range holds the space, 'A', 'Ä' and the no-break space its file carries: they come from
// the Greek file as they always did. One side effect: Chrome now sizes `ch` from Inter's '0'
// (0.63em) instead of 0.5em, so the content measure is written 35em (what 70ch always rendered).
// next/font wants literal options, hence the ranges written out.
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-latin',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0-00AC,U+00AE-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+2002,U+2009,U+200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF',
    },
  ],
});

export const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-latin-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0148,U+014A-0151,U+0154-01C3,U+01C5-0254,U+0256-027B,U+027E-0284,U+0286-0290,U+0292-02A4,U+02A6-02BA,U+02BC-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-0301,U+0303-0304,U+0308-0309,U+0323,U+1D00,U+1D0D,U+1D1B,U+1D43,U+1D47-1D49,U+1D4D,U+1D4F-1D50,U+1D52,U+1D56-1D58,U+1D5B,U+1D62-1D65,U+1D9C,U+1DA0,U+1DBB,U+1DBF,U+1E00-1E9B,U+1E9D-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20AF,U+20B1-20B5,U+20B8-20BA,U+20BC-20BF,U+2113,U+2C7C,U+2C7F,U+A7FF',
    },
  ],
});

// Preloaded (19 KiB): every page needs it for the space and 'A' (above), and a Greek page would
// otherwise paint its text, the cookie popup included, in a fallback font and shift when it arrives.
// `optional`, not `swap`: the face is used when it is there by the first paint (preloaded, it
// nearly always is; the next page has it cached) and otherwise not at all on that page. With
// `swap`, a face arriving just after the first paint laid out a Greek page's whole text again
// while it hydrated: Lighthouse on /el/, five runs each, 88 → 91 and blocking time 364 → 325 ms
// (docs/benchmarks.md, #29).
export const interGreek = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-greek',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020,U+0041,U+00A0,U+00C4,U+0374-0376,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03D7,U+03DC-03DD,U+03F0-03F6,U+03F9-03FA,U+03FC-03FF',
    },
  ],
});

export const fontVariables = [interLatin.variable, interLatinExt.variable, interGreek.variable].join(' ');
