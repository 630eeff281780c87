// @vitest-environment jsdom
// The word a selection picks for "Pronounce as…", in a script box and in whichever prompt has focus.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusedSelection, selectedWord } from './pronounce-as';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('selectedWord', () => {
  it('takes the selection without the punctuation around it', () => {
    const text = 'Call Dr. Nguyen, please.';
    expect(selectedWord(text, 8, 16)).toBe('Nguyen');
    expect(selectedWord(text, 3, 3)).toBe('');
  });
});

describe('focusedSelection', () => {
  it('reads the focused text box inside the root only', () => {
    const root = document.createElement('div');
    const inside = document.createElement('textarea');
    const outside = document.createElement('textarea');
    root.append(inside);
    document.body.append(root, outside);
    inside.value = 'Welcome to Acme.';
    inside.focus();
    inside.setSelectionRange(11, 16);
    expect(focusedSelection(root)).toBe('Acme');
    outside.value = 'Acme';
    outside.focus();
    outside.setSelectionRange(0, 4);
    expect(focusedSelection(root)).toBe('');
  });
});
