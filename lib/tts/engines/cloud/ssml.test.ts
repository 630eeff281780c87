import { describe, expect, it } from 'vitest';
import { ssmlDocument, ssmlText } from './ssml';

describe('ssmlDocument', () => {
  it('escapes everything the visitor typed and keeps only its own markup', () => {
    const doc = ssmlDocument({ lang: 'de-DE', voiceName: 'de-DE-KatjaNeural', text: `A&B <x/> "q" 'a'` });
    expect(doc).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="de-DE">' +
        '<voice name="de-DE-KatjaNeural">A&amp;B &lt;x/&gt; &quot;q&quot; &apos;a&apos;</voice></speak>',
    );
  });

  it('writes speed as a signed percentage and pitch in semitones, only when they differ from natural', () => {
    expect(ssmlDocument({ lang: 'en-US', text: 'Hi', rate: 0.85, pitch: -1.5 })).toContain(
      '<prosody rate="-15%" pitch="-1.5st">Hi</prosody>',
    );
    expect(ssmlDocument({ lang: 'en-US', text: 'Hi', rate: 1, pitch: 0 })).not.toContain('prosody');
  });

  it('replaces characters XML cannot carry at all, keeping valid surrogate pairs', () => {
    expect(ssmlText('a\uD800b\uDC00c\uFFFE 😀')).toBe('a b c  😀');
  });
});
