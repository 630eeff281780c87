import { describe, expect, it } from 'vitest';
import { formatPauseToken } from '@/lib/greeting/script';
import { insertAtCursor, parseStudioPreset, replaceFieldValue, textStatus } from './script-edit';

describe('insertAtCursor', () => {
  it('inserts at the cursor with spaces where words would touch', () => {
    expect(insertAtCursor('Hello.World', 6, 6, formatPauseToken(1, 'en'))).toEqual({
      text: 'Hello. [pause 1s] World',
      cursor: 18,
    });
  });
  it('does not double existing spaces and replaces a selection', () => {
    expect(insertAtCursor('Hello there world', 6, 11, formatPauseToken(0.5, 'en'))).toEqual({
      text: 'Hello [pause 0.5s] world',
      cursor: 18,
    });
  });
  it('clamps positions and works on empty text', () => {
    expect(insertAtCursor('', 5, 9, '[pause 2s]')).toEqual({ text: '[pause 2s]', cursor: 10 });
  });
});

describe('replaceFieldValue', () => {
  it('replaces whole occurrences only', () => {
    expect(replaceFieldValue('Call Ann at Annex. Ann thanks you.', 'Ann', 'Bob')).toEqual({
      text: 'Call Bob at Annex. Bob thanks you.',
      count: 2,
    });
  });
  it('treats regex characters literally and reports zero when absent', () => {
    expect(replaceFieldValue('Visit a.b.c (now)', 'a.b.c (now)', 'x.com')).toEqual({
      text: 'Visit x.com',
      count: 1,
    });
    expect(replaceFieldValue('Nothing here', 'Acme', 'Bolt')).toEqual({ text: 'Nothing here', count: 0 });
    expect(replaceFieldValue('Acme', '  ', 'Bolt')).toEqual({ text: 'Acme', count: 0 });
  });
  it('works with Greek letters', () => {
    expect(replaceFieldValue('Εδώ Μαρία. Μαρίας', 'Μαρία', 'Ελένη').text).toBe('Εδώ Ελένη. Μαρίας');
  });
});

describe('textStatus', () => {
  it('counts and accepts a normal text', () => {
    expect(textStatus('Hello there')).toMatchObject({
      count: 11,
      over: 0,
      issue: null,
      ok: true,
      markup: false,
    });
  });
  it('reports how far over the limit, keeps ok false', () => {
    const s = textStatus('a'.repeat(1510));
    expect(s).toMatchObject({ count: 1510, limit: 1500, over: 10, issue: 'too-long', ok: false });
  });
  it('flags control characters, emptiness and markup', () => {
    expect(textStatus('Hi\u0007there').issue).toBe('control-characters');
    expect(textStatus('  [pause 1s] ').issue).toBe('empty');
    expect(textStatus('   ').issue).toBe('empty');
    expect(textStatus('Hello <b>you</b>')).toMatchObject({ markup: true, ok: true });
  });
});

describe('parseStudioPreset', () => {
  it('reads a valid preset and drops invalid values', () => {
    expect(parseStudioPreset('?useCase=on-hold&template=friendly')).toEqual({
      useCase: 'on-hold',
      template: 'friendly',
      voice: undefined,
      text: undefined,
    });
    expect(parseStudioPreset('?useCase=nope&template=loud')).toEqual({
      useCase: undefined,
      template: undefined,
      voice: undefined,
      text: undefined,
    });
    expect(parseStudioPreset('')).toEqual({
      useCase: undefined,
      template: undefined,
      voice: undefined,
      text: undefined,
    });
  });
  it('reads the voice a samples link names, and drops a malformed one', () => {
    expect(parseStudioPreset('?useCase=holiday&template=short&voice=espeak-de-lena').voice).toBe(
      'espeak-de-lena',
    );
    expect(parseStudioPreset('?voice=%3Cscript%3E').voice).toBeUndefined();
    expect(parseStudioPreset(`?voice=${'a'.repeat(81)}`).voice).toBeUndefined();
    expect(parseStudioPreset('?voice=').voice).toBeUndefined();
  });
  it('takes a script text only when the studio could speak it', () => {
    const text = 'Hello, this is Sam. [pause 1s] Please leave a message.';
    expect(parseStudioPreset(`?text=${encodeURIComponent(text)}`).text).toBe(text);
    expect(parseStudioPreset(`?text=${'a'.repeat(1501)}`).text).toBeUndefined();
    expect(parseStudioPreset('?text=%5Bpause%201s%5D').text).toBeUndefined();
    expect(parseStudioPreset('?text=Hi%07there').text).toBeUndefined();
  });
});
