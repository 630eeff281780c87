import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { asteriskDialplan, departmentExten, safeName } from './dialplan';
import { ivrFileBases } from './files';
import { menuText } from './menu-file';
import { ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import type { IvrTree } from './tree';

type Step = { label: string | null; app: string; args: string };
type Dialplan = Map<string, Map<string, Step[]>>;

/** A small extensions.conf reader: contexts, `exten => X,1,App(args)` and `same => n(label),App(args)`. */
function parseDialplan(text: string): Dialplan {
  const contexts: Dialplan = new Map();
  let context: Map<string, Step[]> | null = null;
  let steps: Step[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/;.*$/, '').trim();
    if (!line) continue;
    const header = /^\[([a-z0-9/_-]+)\]$/.exec(line);
    if (header) {
      expect(contexts.has(header[1]!)).toBe(false);
      context = new Map();
      contexts.set(header[1]!, context);
      continue;
    }
    const exten = /^exten => ([^,]+),1,(\w+)\((.*)\)$/.exec(line);
    if (exten) {
      if (!context) throw new Error(`exten outside a context: ${line}`);
      expect(context.has(exten[1]!)).toBe(false);
      steps = [{ label: null, app: exten[2]!, args: exten[3]! }];
      context.set(exten[1]!, steps);
      continue;
    }
    const same = /^same => n(?:\((\w+)\))?,(\w+)\((.*)\)$/.exec(line);
    if (!same || !steps) throw new Error(`not a dialplan line: ${line}`);
    steps.push({ label: same[1] ?? null, app: same[2]!, args: same[3]! });
  }
  return contexts;
}

const withSubmenu = (tree: IvrTree): IvrTree => ({
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
      options: [{ key: '#', label: 'a message', action: { type: 'voicemail' } }],
    },
  ],
});

describe('asteriskDialplan', () => {
  const tree = withSubmenu(ivrTemplate('dental-practice', ivrLanguage('de'), {}, exampleValues('de')));
  const text = asteriskDialplan(tree, { soundDir: 'custom/Praxis Berger' });
  const plan = parseDialplan(text);
  const bases = ivrFileBases(tree);

  it('has one context per menu plus the targets, all parseable', () => {
    expect([...plan.keys()]).toEqual(['gs-ivr-main', 'gs-ivr-more', 'gs-ivr-targets']);
  });

  it('answers, plays welcome and menu with Background() and waits with the set timeout', () => {
    const s = plan.get('gs-ivr-main')!.get('s')!;
    expect(s[0]!.app).toBe('Answer');
    const backgrounds = s.filter((step) => step.app === 'Background').map((step) => step.args);
    expect(backgrounds).toEqual([
      `custom/praxis-berger/${bases.get('welcome')}`,
      `custom/praxis-berger/${bases.get('main-menu')}`,
    ]);
    expect(s.find((step) => step.app === 'Background' && step.label === 'menu')).toBeDefined();
    expect(s.at(-1)).toEqual({ label: null, app: 'WaitExten', args: String(tree.timeoutSeconds) });
    expect(s.some((step) => step.args === `TIMEOUT(response)=${tree.timeoutSeconds}`)).toBe(true);
  });

  it('branches on every key of every menu to where the tree says', () => {
    const main = plan.get('gs-ivr-main')!;
    for (const option of tree.menus[0]!.options) {
      const steps = main.get(option.key);
      expect(steps, option.key).toBeDefined();
      const action = option.action;
      if (action.type === 'department') {
        expect(steps![0]).toMatchObject({
          app: 'Playback',
          args: `custom/praxis-berger/${bases.get(action.promptId)}`,
        });
        const target = steps![1]!.args.split(',');
        expect(target[0]).toBe('gs-ivr-targets');
        expect(plan.get('gs-ivr-targets')!.has(target[1]!)).toBe(true);
      }
      if (action.type === 'operator') expect(steps![0]!.args).toBe('gs-ivr-targets,operator,1');
      if (action.type === 'repeat') expect(steps![0]!.args).toBe('s,menu');
      if (action.type === 'submenu') expect(steps![0]!.args).toBe('gs-ivr-more,s,1');
    }
    expect(plan.get('gs-ivr-more')!.get('#')![0]!.args).toBe('gs-ivr-targets,voicemail,1');
  });

  it('handles invalid and missing keys with the retry count, then voicemail', () => {
    for (const [exten, promptId] of [
      ['i', 'invalid'],
      ['t', 'timeout'],
    ] as const) {
      const steps = plan.get('gs-ivr-main')!.get(exten)!;
      expect(steps[0]).toMatchObject({
        app: 'Playback',
        args: `custom/praxis-berger/${bases.get(promptId)}`,
      });
      expect(steps.find((s) => s.app === 'GotoIf')!.args).toBe(
        `$[\${GS_MISSES} >= ${tree.retries}]?gs-ivr-targets,voicemail,1`,
      );
      expect(steps.at(-1)!.args).toBe('s,menu');
    }
  });

  it('ends in voicemail with the voicemail prompt, and offers the closed prompts', () => {
    const targets = plan.get('gs-ivr-targets')!;
    expect(targets.get('voicemail')!.map((s) => s.app)).toEqual(['Playback', 'VoiceMail', 'Hangup']);
    expect(targets.get('after-hours')![1]!.args).toBe(`custom/praxis-berger/${bases.get('after-hours')}`);
    expect(targets.get('holiday')).toBeDefined();
  });

  it("keeps a customer's labels inert: never inside an application, only in ; comments", () => {
    const hostile = '${SHELL(rm -rf /)} $[1+1] sales; (x)\nexten => 8,1,Hangup()';
    const evil: IvrTree = {
      ...tree,
      menus: tree.menus.map((m, i) =>
        i === 0 ? { ...m, options: m.options.map((o, j) => (j === 0 ? { ...o, label: hostile } : o)) } : m,
      ),
    };
    const out = asteriskDialplan(evil, { soundDir: 'custom/x' });
    const parsed = parseDialplan(out);
    for (const steps of parsed.values())
      for (const list of steps.values())
        for (const step of list) expect(step.args).not.toMatch(/SHELL|\$\[1\+1\]/);
    const comment = out.split('\n').find((line) => line.includes('SHELL'))!;
    expect(comment.startsWith('; ')).toBe(true);
    expect(comment).not.toContain('\n');
    expect(parsed.get('gs-ivr-main')!.has('8')).toBe(false);
  });

  it('names department extensions once', () => {
    const names = [...plan.get('gs-ivr-targets')!.keys()].filter((n) => n.startsWith('department'));
    expect(names).toEqual(['department-1', 'department-2', 'department-3']);
    expect(text).not.toContain('department-department');
    expect(departmentExten('sales')).toBe('department-sales');
  });

  it('keeps names Asterisk accepts', () => {
    expect(safeName('Custom/ Ärzte Büro!', 'x')).toBe('custom/aerzte-buero');
    expect(safeName('***', 'fallback')).toBe('fallback');
  });
});

describe('IVR file names and menu.txt', () => {
  it('names files in call order, lowercase ASCII with an index prefix, Greek transliterated', () => {
    const tree = ivrTemplate('shop', ivrLanguage('el'), {}, exampleValues('el'));
    const names = [...ivrFileBases(tree).values()];
    expect(names[0]).toBe('01-kalosorisma');
    expect(names[1]).toBe('02-kentriko-menou');
    for (const name of names) expect(name).toMatch(/^\d{2}-[a-z0-9-]+$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('maps every file to its place in the tree, in the set language', () => {
    const tree = ivrTemplate('law-firm', ivrLanguage('en'), { company: 'Hale' }, exampleValues('en'));
    const text = menuText(tree, 'wav');
    for (const base of ivrFileBases(tree).values()) expect(text).toContain(`${base}.wav`);
    expect(text).toContain('Key 1 (1): new clients goes to 03-new-clients.wav');
    expect(text).toContain('Key * (star)');
    expect(text).toContain(`Wait for a key: ${tree.timeoutSeconds} s, ${tree.retries} tries, then voicemail`);
  });
});
