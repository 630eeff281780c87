// menu.txt, the Asterisk dialplan and the call simulator are three readings of one tree: after the
// visitor edits a template (deletes a row, re-keys one, changes an action) all three must describe
// the same menu, and none may still mention what was deleted.
import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { asteriskDialplan, departmentExten } from './dialplan';
import { ivrEditReducer } from './edit';
import { ivrPhrases } from './phrases';
import { ivrFileBases } from './files';
import { menuText } from './menu-file';
import { callReducer, idleCall, type CallState } from './simulator';
import { ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import { ivrTreeSchema, type IvrKey, type IvrTree } from './tree';

/** Where a key leads, as one comparable word: "department:<promptId>", "operator", "voicemail", "repeat". */
type Route = string;

function expected(tree: IvrTree): Map<IvrKey, Route> {
  const menu = tree.menus[0]!;
  return new Map(
    menu.options.map((o) => [
      o.key,
      o.action.type === 'department'
        ? `department:${o.action.promptId}`
        : o.action.type === 'submenu'
          ? `submenu:${o.action.menuId}`
          : o.action.type,
    ]),
  );
}

function simulatorRoute(tree: IvrTree, key: IvrKey): Route | 'invalid' {
  let state: CallState = callReducer(tree, idleCall(tree), { type: 'start' });
  state = callReducer(tree, state, { type: 'key', key });
  if (state.outcome?.type === 'department') {
    const option = tree.menus[0]!.options.find((o) => o.key === key)!;
    expect(state.queue[0]).toBe(option.action.type === 'department' ? option.action.promptId : null);
    expect(state.outcome.label).toBe(option.label);
    return `department:${state.queue[0]}`;
  }
  if (state.outcome) return state.outcome.type;
  if (state.misses > 0) return 'invalid';
  return state.menuId === tree.rootMenuId ? 'repeat' : `submenu:${state.menuId}`;
}

function dialplanRoutes(text: string): Map<string, Route> {
  const routes = new Map<string, Route>();
  const lines = text.split('\n');
  const start = lines.indexOf('[gs-ivr-main]');
  for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('['); i++) {
    const match = /^exten => ([0-9*#]),1,(\w+)\((.*)\)$/.exec(lines[i]!);
    if (!match) continue;
    const [, key, app, args] = match;
    const next = lines[i + 1] ?? '';
    const goto = app === 'Goto' ? args! : /Goto\((.*)\)/.exec(next)?.[1];
    const [context, exten] = goto!.split(',');
    if (context === 's') routes.set(key!, 'repeat');
    else if (exten === 'operator' || exten === 'voicemail') routes.set(key!, exten);
    else routes.set(key!, `exten:${exten}`);
  }
  return routes;
}

function menuTxtRoutes(text: string, tree: IvrTree): Map<string, string> {
  const routes = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^ {2}Key (\S) \([^)]*\): (.*) goes to (.*)$/.exec(line);
    if (match) routes.set(match[1]!, `${match[2]} → ${match[3]}`);
  }
  expect(routes.size).toBe(tree.menus.reduce((n, m) => n + m.options.length, 0));
  return routes;
}

describe('menu.txt, dialplan and simulator after editing a template', () => {
  const template = ivrTemplate('law-firm', ivrLanguage('en'), { company: 'Hale' }, exampleValues('en'));
  const main = template.menus[0]!;
  const zero = main.options.findIndex((o) => o.key === '0');
  // Delete the key-0 operator row, send key 2 to the operator, re-key 3 as 5.
  let tree = ivrEditReducer(
    template,
    { type: 'remove-option', menuId: 'main', index: zero },
    ivrPhrases[template.locale],
  );
  tree = ivrEditReducer(
    tree,
    { type: 'option-action', menuId: 'main', index: 1, action: 'operator' },
    ivrPhrases[tree.locale],
  );
  tree = ivrEditReducer(
    tree,
    { type: 'option', menuId: 'main', index: 2, patch: { key: '5' } },
    ivrPhrases[tree.locale],
  );
  const deletedLabel = main.options[zero]!.label;
  const bases = ivrFileBases(tree);
  const dialplan = asteriskDialplan(tree, { soundDir: 'custom/hale' });
  const menuTxt = menuText(tree, 'wav');

  it('is still a valid tree', () => {
    expect(ivrTreeSchema.safeParse(tree).success).toBe(true);
  });

  it('the three agree key by key', () => {
    const want = expected(tree);
    expect([...want.keys()].sort()).toEqual(['*', '1', '2', '5']);
    const plan = dialplanRoutes(dialplan);
    const txt = menuTxtRoutes(menuTxt, tree);
    expect([...plan.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [key, route] of want) {
      expect(simulatorRoute(tree, key), key).toBe(route);
      const option = tree.menus[0]!.options.find((o) => o.key === key)!;
      if (route.startsWith('department:')) {
        const promptId = route.slice('department:'.length);
        expect(plan.get(key)).toBe(`exten:${departmentExten(promptId)}`);
        expect(txt.get(key)).toBe(`${option.label} → ${bases.get(promptId)}.wav`);
      } else {
        expect(plan.get(key)).toBe(route);
        if (route === 'operator')
          expect(txt.get(key)).toBe(`${option.label} → Operator (the dialplan’s operator extension)`);
        if (route === 'repeat') expect(txt.get(key)).toBe(`${option.label} → ${bases.get('main-menu')}.wav`);
      }
    }
  });

  it('keys that were deleted or re-keyed lead nowhere in any of them', () => {
    for (const key of ['0', '3'] as const) {
      expect(simulatorRoute(tree, key)).toBe('invalid');
      expect(dialplanRoutes(dialplan).has(key)).toBe(false);
      expect(menuTxt).not.toMatch(new RegExp(`Key ${key} `));
    }
  });

  it('no longer prints the deleted row’s text anywhere', () => {
    expect(menuTxt).not.toContain(deletedLabel);
    expect(dialplan).not.toContain(deletedLabel);
    // The department that key 2 left has no prompt, file or extension any more.
    expect(tree.prompts.some((p) => p.id === 'department-2')).toBe(false);
    expect(menuTxt).not.toContain(main.options[1]!.label + ' goes to 0');
    expect(dialplan).not.toContain('department-2,');
  });
});
