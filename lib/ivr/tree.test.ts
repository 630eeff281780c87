import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { exampleValues } from '../greeting/templates';
import { industries, ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import { ivrTreeProblems, ivrTreeSchema, promptsInCallOrder, type IvrTree } from './tree';

const base = () =>
  ivrTemplate('dental-practice', ivrLanguage('en'), { company: 'Acme Dental' }, exampleValues('en'));

describe('IVR templates', () => {
  it.each(industries.flatMap((industry) => locales.map((locale) => [industry, locale] as const)))(
    '%s in %s is a valid tree with every prompt filled',
    (industry, locale) => {
      const tree = ivrTemplate(industry, ivrLanguage(locale), {}, exampleValues(locale));
      expect(ivrTreeSchema.safeParse(tree).success).toBe(true);
      for (const prompt of tree.prompts) {
        expect(prompt.text).not.toMatch(/\{\w+\}/);
        expect(prompt.title.length).toBeGreaterThan(0);
      }
    },
  );

  it('fills the visitor company into the welcome and closed prompts', () => {
    const tree = base();
    expect(tree.prompts.find((p) => p.kind === 'welcome')?.text).toBe('Thank you for calling Acme Dental.');
    expect(tree.prompts.find((p) => p.kind === 'after-hours')?.text).toContain('Acme Dental');
  });
});

describe('ivrTreeProblems', () => {
  const withMenus = (tree: IvrTree, menus: IvrTree['menus']): IvrTree => ({ ...tree, menus });

  it('accepts the template and a reachable submenu', () => {
    const tree = base();
    const main = tree.menus[0]!;
    const sub = {
      id: 'billing',
      promptId: 'main-menu',
      options: [{ key: '1' as const, label: 'x', action: { type: 'voicemail' as const } }],
    };
    const next = withMenus(tree, [
      {
        ...main,
        options: [
          ...main.options.filter((o) => o.key !== '9'),
          { key: '9', label: 'more', action: { type: 'submenu', menuId: 'billing' } },
        ],
      },
      sub,
    ]);
    expect(ivrTreeProblems(next)).toEqual([]);
  });

  it('finds duplicate keys, unknown references and prompts of the wrong kind', () => {
    const tree = base();
    const main = tree.menus[0]!;
    const next = withMenus(tree, [
      {
        ...main,
        options: [
          { key: '1', label: 'a', action: { type: 'department', promptId: 'department-1' } },
          { key: '1', label: 'b', action: { type: 'department', promptId: 'nope' } },
          { key: '2', label: 'c', action: { type: 'department', promptId: 'welcome' } },
          { key: '3', label: 'd', action: { type: 'submenu', menuId: 'missing' } },
        ],
      },
    ]);
    const codes = ivrTreeProblems(next).map((p) => p.code);
    expect(codes).toEqual(['duplicate-key', 'unknown-prompt', 'wrong-prompt-kind', 'unknown-menu']);
  });

  it('refuses loops between menus and menus nobody can reach', () => {
    const tree = base();
    const loop = withMenus(tree, [
      {
        id: 'main',
        promptId: 'main-menu',
        options: [{ key: '1', label: 'a', action: { type: 'submenu', menuId: 'sub' } }],
      },
      {
        id: 'sub',
        promptId: 'main-menu',
        options: [{ key: '1', label: 'b', action: { type: 'submenu', menuId: 'main' } }],
      },
      {
        id: 'orphan',
        promptId: 'main-menu',
        options: [{ key: '1', label: 'c', action: { type: 'operator' } }],
      },
    ]);
    const codes = ivrTreeProblems(loop).map((p) => p.code);
    expect(codes).toContain('menu-cycle');
    expect(codes).toContain('unreachable-menu');
  });

  it('refuses a prompt with nothing to say and points at it', () => {
    const tree = base();
    const prompts = tree.prompts.map((p) => (p.id === 'invalid' ? { ...p, text: '  [pause 1s] … ' } : p));
    const problems = ivrTreeProblems({ ...tree, prompts });
    expect(problems).toEqual([
      { code: 'empty-prompt', path: ['prompts', tree.prompts.findIndex((p) => p.id === 'invalid'), 'text'] },
    ]);
  });

  it('rejects unknown keys and bad ids in the shape', () => {
    const tree = base();
    const badKey = {
      ...tree,
      menus: [{ ...tree.menus[0]!, options: [{ key: 'A', label: 'x', action: { type: 'operator' } }] }],
    };
    expect(ivrTreeSchema.safeParse(badKey).success).toBe(false);
    const badId = {
      ...tree,
      prompts: tree.prompts.map((p, i) => (i === 0 ? { ...p, id: 'Welcome Prompt' } : p)),
    };
    expect(ivrTreeSchema.safeParse(badId).success).toBe(false);
  });
});

describe('promptsInCallOrder', () => {
  it('puts welcome, menu and departments first, every prompt once', () => {
    const tree = base();
    const order = promptsInCallOrder(tree).map((p) => p.id);
    expect(order.slice(0, 5)).toEqual([
      'welcome',
      'main-menu',
      'department-1',
      'department-2',
      'department-3',
    ]);
    expect(new Set(order).size).toBe(tree.prompts.length);
  });
});
