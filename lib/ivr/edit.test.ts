import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { ivrEditReducer, type IvrEdit } from './edit';
import { ivrPhrases } from './phrases';
import { menuPromptText } from './menu-text';
import { ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import { ivrTreeProblems, type IvrTree } from './tree';

const start = () => ivrTemplate('it-support', ivrLanguage('en'), {}, exampleValues('en'));
const apply = (tree: IvrTree, ...edits: IvrEdit[]) =>
  edits.reduce((t, e) => ivrEditReducer(t, e, ivrPhrases[t.locale]), tree);
const menuText = (tree: IvrTree) => tree.prompts.find((p) => p.id === 'main-menu')!.text;

describe('ivrEditReducer', () => {
  it('adds a department before the closing keys, with its own prompt, and the menu text follows', () => {
    const tree = apply(start(), { type: 'add-option', menuId: 'main' });
    const keys = tree.menus[0]!.options.map((o) => o.key);
    expect(keys).toEqual(['1', '2', '3', '4', '0', '*']);
    const added = tree.menus[0]!.options[3]!;
    expect(added.action).toEqual({ type: 'department', promptId: 'department-4' });
    expect(tree.prompts.find((p) => p.id === 'department-4')?.kind).toBe('department');
    expect(menuText(tree)).toContain('For department 4, press 4.');
    expect(ivrTreeProblems(tree)).toEqual([]);
  });

  it('renames, reorders and removes options; the generated text and department titles follow', () => {
    const tree = apply(
      start(),
      { type: 'option', menuId: 'main', index: 0, patch: { label: 'printers' } },
      { type: 'move-option', menuId: 'main', index: 0, by: 1 },
      { type: 'remove-option', menuId: 'main', index: 2 },
    );
    expect(tree.menus[0]!.options.map((o) => o.label)).toEqual([
      'sales',
      'printers',
      'all other questions',
      'hearing the options again',
    ]);
    expect(menuText(tree)).toBe(menuPromptText(tree.menus[0]!.options, ivrPhrases.en));
    expect(tree.prompts.find((p) => p.id === 'department-1')?.title).toBe('printers');
    expect(tree.prompts.find((p) => p.id === 'department-1')?.text).toBe(
      'One moment please, we are connecting you with our printers team.',
    );
    // The removed option's department prompt is gone with it.
    expect(tree.prompts.some((p) => p.id === 'department-3')).toBe(false);
    expect(ivrTreeProblems(tree)).toEqual([]);
  });

  it('keeps the visitor’s own menu text once edited, until they regenerate it', () => {
    const edited = apply(start(), { type: 'prompt-text', promptId: 'main-menu', text: 'Press 1 for help.' });
    const renamed = apply(edited, { type: 'option', menuId: 'main', index: 0, patch: { label: 'printers' } });
    expect(menuText(renamed)).toBe('Press 1 for help.');
    const regenerated = apply(renamed, { type: 'regenerate-menu', menuId: 'main' });
    expect(menuText(regenerated)).toContain('For printers, press 1.');
  });

  it('turns an option into voicemail and back into a department with a fresh prompt', () => {
    const tree = apply(
      start(),
      { type: 'option-action', menuId: 'main', index: 1, action: 'voicemail' },
      { type: 'option-action', menuId: 'main', index: 1, action: 'department' },
    );
    const action = tree.menus[0]!.options[1]!.action;
    expect(action.type).toBe('department');
    expect(ivrTreeProblems(tree)).toEqual([]);
  });

  it('never removes the last option and clamps the timing', () => {
    let tree = start();
    for (let i = 0; i < 10; i++) tree = apply(tree, { type: 'remove-option', menuId: 'main', index: 0 });
    expect(tree.menus[0]!.options).toHaveLength(1);
    tree = apply(tree, { type: 'timing', timeoutSeconds: 99, retries: 0 });
    expect([tree.timeoutSeconds, tree.retries]).toEqual([15, 1]);
  });

  it('stops adding when every key is taken', () => {
    let tree = start();
    for (let i = 0; i < 15; i++) tree = apply(tree, { type: 'add-option', menuId: 'main' });
    expect(tree.menus[0]!.options).toHaveLength(10);
    expect(new Set(tree.menus[0]!.options.map((o) => o.key)).size).toBe(10);
    expect(ivrTreeProblems(tree)).toEqual([]);
  });
  it('gives one prompt its own voice and takes it back; the set’s pace moves every override', () => {
    const other = { id: 'other', speed: 1, pitch: 0 };
    const tree = apply(start(), { type: 'prompt-voice', promptId: 'hold', voice: other });
    expect(tree.prompts.find((p) => p.id === 'hold')?.voice).toEqual(other);
    expect(tree.prompts.filter((p) => p.voice)).toHaveLength(1);
    const paced = apply(tree, { type: 'voice-pace', speed: 1.2, pitch: -1 });
    expect(paced.prompts.find((p) => p.id === 'hold')?.voice).toEqual({ id: 'other', speed: 1.2, pitch: -1 });
    // Nothing to move: the same tree (the simulator keeps its call).
    expect(
      ivrEditReducer(paced, { type: 'voice-pace', speed: 1.2, pitch: -1 }, ivrPhrases[paced.locale]),
    ).toBe(paced);
    const back = apply(paced, { type: 'prompt-voice', promptId: 'hold', voice: null });
    expect(back.prompts.find((p) => p.id === 'hold')).not.toHaveProperty('voice');
    expect(
      ivrEditReducer(start(), { type: 'voice-pace', speed: 1.5, pitch: 0 }, ivrPhrases[start().locale]),
    ).toEqual(start());
  });
});
