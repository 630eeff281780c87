import { describe, expect, it } from 'vitest';
import { countCharacters, textLimit, validateText } from './validate';

describe('countCharacters', () => {
  it('counts UTF-16 code units, like the GreetingSpec schema and a textarea maxLength', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Hello')).toBe(5);
    expect(countCharacters('Καλημέρα')).toBe(8);
    expect(countCharacters('Grüße')).toBe(5);
    expect(countCharacters('😀')).toBe(2);
  });
});

describe('validateText', () => {
  it('uses the spec limit of 1,500', () => {
    expect(textLimit).toBe(1500);
  });

  it('accepts exactly 1,500 characters and rejects 1,501 with limit and length', () => {
    expect(validateText('a'.repeat(1500))).toEqual({ ok: true, text: 'a'.repeat(1500) });
    expect(validateText('a'.repeat(1501))).toEqual({
      ok: false,
      issue: { code: 'too-long', limit: 1500, length: 1501 },
    });
  });

  it('rejects empty and whitespace-only text', () => {
    expect(validateText('')).toEqual({ ok: false, issue: { code: 'empty' } });
    expect(validateText('   \n\t ')).toEqual({ ok: false, issue: { code: 'empty' } });
    expect(validateText('...')).toEqual({ ok: false, issue: { code: 'empty' } });
  });

  it('rejects control characters but allows tab, line feed and carriage return', () => {
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(validateText(`Hello${c}world`)).toEqual({ ok: false, issue: { code: 'control-characters' } });
    }
    expect(validateText('Hello\tworld\r\nBye')).toEqual({ ok: true, text: 'Hello world\nBye' });
  });

  it('strips markup instead of rejecting it', () => {
    expect(validateText('<b>Hello</b> <i>world</i>')).toEqual({ ok: true, text: 'Hello world' });
    expect(validateText('<speak>Hi <break time="3s"/> there</speak>')).toEqual({
      ok: true,
      text: 'Hi there',
    });
    expect(validateText('Call us<!-- secret --> today')).toEqual({ ok: true, text: 'Call us today' });
  });

  it('never speaks script or style bodies', () => {
    const r = validateText('Hello<script>alert("pwned")</script> world<style>p{color:red}</style>!');
    expect(r).toEqual({ ok: true, text: 'Hello world !' });
    expect(validateText('Hi <script>unclosed forever')).toEqual({ ok: true, text: 'Hi' });
  });

  it('is empty when only markup remains', () => {
    expect(validateText('<p></p><br/>')).toEqual({ ok: false, issue: { code: 'empty' } });
  });

  it('keeps a lone "<" that is not a tag for the normalizer to handle', () => {
    expect(validateText('3 < 5')).toEqual({ ok: true, text: '3 < 5' });
  });

  it('removes invisible format characters and composes accents (NFC)', () => {
    expect(validateText('Hel\u200Blo \u202Eworld\uFEFF')).toEqual({ ok: true, text: 'Hello world' });
    expect(validateText('Cafe\u0301')).toEqual({ ok: true, text: 'Café' });
  });

  it('counts the limit on the text as typed, before markup is stripped', () => {
    const raw = `<b>${'a'.repeat(1495)}</b>`;
    expect(validateText(raw)).toMatchObject({ ok: false, issue: { code: 'too-long', length: 1502 } });
  });
});
