import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { callReducer, currentPrompt, idleCall, type CallEvent, type CallState } from './simulator';
import { ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import type { IvrTree } from './tree';

const tree = ivrTemplate('it-support', ivrLanguage('en'), {}, exampleValues('en'));

function run(t: IvrTree, events: CallEvent[]): { state: CallState; heard: string[] } {
  let state = idleCall(t);
  const heard: string[] = [];
  for (const event of events) {
    state = callReducer(t, state, event);
    const prompt = currentPrompt(state);
    if (prompt && heard[heard.length - 1] !== prompt) heard.push(prompt);
  }
  return { state, heard };
}

/** Let every queued prompt finish. */
const drain = (n: number): CallEvent[] => Array.from({ length: n }, () => ({ type: 'prompt-ended' }));

describe('call simulator', () => {
  it('plays welcome then the menu, then waits for a key', () => {
    const { state, heard } = run(tree, [{ type: 'start' }, ...drain(2)]);
    expect(heard).toEqual(['welcome', 'main-menu']);
    expect(state.status).toBe('waiting');
  });

  it('press 2: plays the second department prompt and the hold loop, then the call is routed', () => {
    const { state, heard } = run(tree, [
      { type: 'start' },
      ...drain(2),
      { type: 'key', key: '2' },
      ...drain(2),
    ]);
    expect(heard).toEqual(['welcome', 'main-menu', 'department-2', 'hold']);
    expect(state.status).toBe('ended');
    expect(state.outcome).toEqual({ type: 'department', label: 'sales' });
  });

  it('a key interrupts the welcome like Background() does', () => {
    const { heard } = run(tree, [{ type: 'start' }, { type: 'key', key: '1' }]);
    expect(heard).toEqual(['welcome', 'department-1']);
  });

  it('a timeout plays the timeout prompt and the menu again; retries run out into voicemail', () => {
    const events: CallEvent[] = [{ type: 'start' }, ...drain(2)];
    for (let i = 0; i < tree.retries - 1; i++) events.push({ type: 'timeout' }, ...drain(2));
    const partway = run(tree, events);
    expect(partway.heard).toEqual(['welcome', 'main-menu', 'timeout', 'main-menu', 'timeout', 'main-menu']);
    expect(partway.state.status).toBe('waiting');
    const done = run(tree, [...events, { type: 'timeout' }, ...drain(2)]);
    expect(done.heard.slice(-2)).toEqual(['timeout', 'voicemail']);
    expect(done.state.outcome).toEqual({ type: 'voicemail' });
    expect(done.state.status).toBe('ended');
  });

  it('an invalid key plays the invalid prompt, counts toward the retries, and * repeats the menu', () => {
    const { heard, state } = run(tree, [
      { type: 'start' },
      ...drain(2),
      { type: 'key', key: '7' },
      ...drain(2),
      { type: 'key', key: '*' },
    ]);
    expect(heard).toEqual(['welcome', 'main-menu', 'invalid', 'main-menu']);
    expect(state.misses).toBe(1);
    expect(currentPrompt(state)).toBe('main-menu');
    expect(state.keys).toEqual(['7', '*']);
  });

  it('follows a submenu and resets the retries there', () => {
    const sub: IvrTree = {
      ...tree,
      menus: [
        {
          ...tree.menus[0]!,
          options: [
            ...tree.menus[0]!.options,
            { key: '9', label: 'more', action: { type: 'submenu', menuId: 'more' } },
          ],
        },
        {
          id: 'more',
          promptId: 'main-menu',
          options: [{ key: '1', label: 'a message', action: { type: 'voicemail' } }],
        },
      ],
    };
    const { state, heard } = run(sub, [
      { type: 'start' },
      ...drain(2),
      { type: 'key', key: '7' },
      ...drain(2),
      { type: 'key', key: '9' },
    ]);
    expect(state.menuId).toBe('more');
    expect(state.misses).toBe(0);
    const end = run(sub, [
      { type: 'start' },
      ...drain(2),
      { type: 'key', key: '9' },
      ...drain(1),
      { type: 'key', key: '1' },
      ...drain(1),
    ]);
    expect(end.state.outcome).toEqual({ type: 'voicemail' });
    expect(heard.at(-1)).toBe('main-menu');
  });

  it('ignores keys once the call is routed, and after hanging up', () => {
    const routed = run(tree, [{ type: 'start' }, { type: 'key', key: '0' }]);
    expect(routed.state.outcome).toEqual({ type: 'operator' });
    const after = callReducer(tree, routed.state, { type: 'key', key: '1' });
    expect(after).toBe(routed.state);
    const hung = callReducer(tree, after, { type: 'hang-up' });
    expect(hung.status).toBe('ended');
    expect(callReducer(tree, hung, { type: 'key', key: '1' })).toBe(hung);
  });
});
