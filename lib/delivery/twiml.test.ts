import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { ivrTemplate } from '../ivr/templates';
import { ivrLanguage } from '../ivr/language';
import type { IvrTree } from '../ivr/tree';
import { ivrTwiml, playSnippet, type TwimlStep, type TwimlUrls } from './twiml';

const urls: TwimlUrls = {
  prompt: (id) => `https://example.test/play/${id}?sig=a&v=1`,
  step: (menuId, misses, timeout) =>
    `https://example.test/twiml?m=${menuId}&n=${misses}${timeout ? '&t=1' : ''}`,
};

type Doc = {
  plays: string[];
  gather: { action: string; timeout: string } | null;
  redirect: string | null;
  tail: string[];
};

const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** Reads what Twilio would act on: the Plays in order, the Gather, the Redirect, the closing verbs. */
function read(xml: string | null): Doc {
  if (xml === null) throw new Error('no document');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Response>')).toBe(true);
  expect(xml.trimEnd().endsWith('</Response>')).toBe(true);
  const plays = [...xml.matchAll(/<Play>([^<]*)<\/Play>/g)].map((m) => unescape(m[1]!));
  const g = /<Gather input="dtmf" numDigits="1" timeout="(\d+)" action="([^"]*)" method="POST">/.exec(xml);
  const r = /<Redirect method="POST">([^<]*)<\/Redirect>/.exec(xml);
  const tail = [...xml.matchAll(/<(Record|Hangup|Dial)\b/g)].map((m) => m[1]!);
  return {
    plays,
    gather: g ? { timeout: g[1]!, action: unescape(g[2]!) } : null,
    redirect: r ? unescape(r[1]!) : null,
    tail,
  };
}

const tree: IvrTree = ivrTemplate(
  'law-firm',
  ivrLanguage('en'),
  { company: 'Carter & Hale' },
  exampleValues('en'),
);
const root = tree.rootMenuId;
const menu = tree.menus.find((m) => m.id === root)!;
const prompt = (id: string | null) => urls.prompt(id ?? 'missing');

describe('playSnippet', () => {
  it('plays the one URL, escaped for XML', () => {
    const xml = playSnippet('https://example.test/play/f1?sig=x&v=2');
    expect(xml).toContain('<Play>https://example.test/play/f1?sig=x&#38;v=2</Play>');
    expect(read(xml).plays).toEqual(['https://example.test/play/f1?sig=x&v=2']);
  });
});

describe('ivrTwiml follows the call simulator', () => {
  it('starts with the welcome and the main menu inside one Gather that waits the set timeout', () => {
    const doc = read(ivrTwiml(tree, { kind: 'start' }, urls));
    expect(doc.plays).toEqual([prompt(tree.welcomePromptId), prompt(menu.promptId)]);
    expect(doc.gather).toEqual({ timeout: String(tree.timeoutSeconds), action: urls.step(root, 0, false) });
    expect(doc.redirect).toBe(urls.step(root, 0, true));
  });

  it('a department key plays its prompt and the hold prompt, then ends the call', () => {
    const option = menu.options.find((o) => o.action.type === 'department')!;
    const promptId = option.action.type === 'department' ? option.action.promptId : '';
    const doc = read(ivrTwiml(tree, { kind: 'key', menuId: root, misses: 0, digits: option.key }, urls));
    expect(doc.plays).toEqual([prompt(promptId), prompt(tree.holdPromptId)]);
    expect(doc.gather).toBeNull();
    expect(doc.tail).toEqual(['Hangup']);
  });

  it('the repeat key plays the menu again without counting a miss', () => {
    const doc = read(ivrTwiml(tree, { kind: 'key', menuId: root, misses: 1, digits: '*' }, urls));
    expect(doc.plays).toEqual([prompt(menu.promptId)]);
    expect(doc.gather?.action).toBe(urls.step(root, 1, false));
  });

  it('wrong keys and silence count as misses; the last one sends the caller to voicemail', () => {
    const wrong = read(ivrTwiml(tree, { kind: 'key', menuId: root, misses: 0, digits: '9' }, urls));
    expect(wrong.plays).toEqual([prompt(tree.invalidPromptId), prompt(menu.promptId)]);
    expect(wrong.gather?.action).toBe(urls.step(root, 1, false));
    const silent = read(ivrTwiml(tree, { kind: 'timeout', menuId: root, misses: 1 }, urls));
    expect(silent.plays).toEqual([prompt(tree.timeoutPromptId), prompt(menu.promptId)]);
    const last: TwimlStep = { kind: 'timeout', menuId: root, misses: tree.retries - 1 };
    const done = read(ivrTwiml(tree, last, urls));
    expect(done.plays).toEqual([prompt(tree.timeoutPromptId), prompt(tree.voicemailPromptId)]);
    expect(done.gather).toBeNull();
    expect(done.tail).toEqual(['Record', 'Hangup']);
  });

  it('more than one key, or none, counts as no key', () => {
    const doc = read(ivrTwiml(tree, { kind: 'key', menuId: root, misses: 0, digits: '12' }, urls));
    expect(doc.plays[0]).toBe(prompt(tree.timeoutPromptId));
  });

  it('answers null for a step URL that names no menu or an impossible miss count', () => {
    expect(ivrTwiml(tree, { kind: 'timeout', menuId: 'nope', misses: 0 }, urls)).toBeNull();
    expect(ivrTwiml(tree, { kind: 'timeout', menuId: root, misses: tree.retries }, urls)).toBeNull();
    expect(ivrTwiml(tree, { kind: 'timeout', menuId: root, misses: -1 }, urls)).toBeNull();
  });

  it('a department label with XML in it cannot break out of the comment', () => {
    const option = menu.options.find((o) => o.action.type === 'department')!;
    const odd: IvrTree = {
      ...tree,
      menus: tree.menus.map((m) =>
        m.id === root
          ? { ...m, options: m.options.map((o) => (o === option ? { ...o, label: 'a --> <Hangup/>' } : o)) }
          : m,
      ),
    };
    const xml = ivrTwiml(odd, { kind: 'key', menuId: root, misses: 0, digits: option.key }, urls)!;
    // One comment, closed once, and the label's markup stays text inside it.
    expect(xml.match(/<Hangup\/>/g)).toHaveLength(1);
    expect(xml.match(/-->/g)).toHaveLength(1);
    const comment = /<!--(.*)-->/.exec(xml)![1]!;
    expect(comment).not.toContain('--');
    expect(comment).not.toContain('<');
  });
});
