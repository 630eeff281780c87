// The FreePBX-ready parts of the dialplan: the buyer's extensions (placeholders said as such), the
// hold prompt before every Dial() when the set keeps it, and prompts left out of the set.
import { describe, expect, it } from 'vitest';
import { exampleValues } from '../greeting/templates';
import { asteriskDialplan } from './dialplan';
import { ivrFileBases } from './files';
import { menuText } from './menu-file';
import { callReducer, idleCall } from './simulator';
import { ivrTargetsSchema } from './targets';
import { ivrTemplate } from './templates';
import { ivrLanguage } from './language';
import { ivrTreeSchema, type IvrTree } from './tree';

const full = ivrTemplate('shop', ivrLanguage('en'), { company: 'Corner' }, exampleValues('en'));

/** The set without its optional prompts, as the builder leaves them out. */
function without(tree: IvrTree, kinds: string[]): IvrTree {
  const slots = {
    holdPromptId: 'hold',
    voicemailPromptId: 'voicemail',
    invalidPromptId: 'invalid',
    timeoutPromptId: 'timeout',
    afterHoursPromptId: 'after-hours',
    holidayPromptId: 'holiday',
  } as const;
  const next: IvrTree = { ...tree, prompts: tree.prompts.filter((p) => !kinds.includes(p.kind)) };
  for (const [slot, kind] of Object.entries(slots))
    if (kinds.includes(kind)) next[slot as keyof typeof slots] = null;
  return next;
}

/** The lines of one extension in the targets context. */
function exten(text: string, name: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`exten => ${name},1,`));
  expect(at, name).toBeGreaterThan(-1);
  const out = [lines[at]!];
  for (let i = at + 1; lines[i]?.startsWith(' same'); i++) out.push(lines[i]!);
  return out;
}

describe('asteriskDialplan for FreePBX', () => {
  it('says at the top that unentered targets are placeholders, and how to install it', () => {
    const text = asteriskDialplan(full, { soundDir: 'custom/ivr-menu' });
    const head = text.slice(0, text.indexOf('['));
    expect(head).toContain('PLACEHOLDERS');
    expect(head).toContain('operator: 100');
    expect(head).toContain('voicemail: 100@default');
    expect(head).toContain('extensions_custom.conf');
    expect(head).toContain('#include extensions_custom.conf');
    expect(exten(text, 'operator')).toContain(' same => n,Dial(PJSIP/100,30)');
  });

  it('dials the extensions the buyer entered and says no placeholder is left', () => {
    const targets = ivrTargetsSchema.parse({
      departments: { 'department-1': '201', 'department-2': '202', 'department-3': '203' },
      operator: '200',
      voicemailBox: '300@office',
    });
    const text = asteriskDialplan(full, { soundDir: 'custom/ivr-menu', targets });
    expect(text).not.toContain('PLACEHOLDERS');
    expect(exten(text, 'department-2')).toContain(' same => n,Dial(PJSIP/202,30)');
    expect(exten(text, 'operator')).toContain(' same => n,Dial(PJSIP/200,30)');
    expect(exten(text, 'voicemail')).toContain(' same => n,VoiceMail(300@office,s)');
  });

  it('lists only what is still missing', () => {
    const text = asteriskDialplan(full, { soundDir: 'x', targets: { operator: '200' } });
    expect(text).toContain('PLACEHOLDERS');
    expect(text).not.toMatch(/^;\s+operator:/m);
    expect(text).toMatch(/^;\s+department-1 \(.*\): 101$/m);
  });

  it('refuses targets that are not extension numbers', () => {
    expect(ivrTargetsSchema.safeParse({ operator: '1${X}' }).success).toBe(false);
    expect(ivrTargetsSchema.safeParse({ voicemailBox: '100@default,s)' }).success).toBe(false);
    expect(ivrTargetsSchema.safeParse({ departments: { 'department-1': 'PJSIP/1' } }).success).toBe(false);
    expect(ivrTargetsSchema.safeParse({ operator: ' 100 ' }).data?.operator).toBe('100');
  });

  it('plays the hold prompt before putting a call through, as the simulator does', () => {
    const bases = ivrFileBases(full);
    const text = asteriskDialplan(full, { soundDir: 'custom/m' });
    for (const name of ['department-1', 'operator']) {
      const steps = exten(text, name);
      const hold = steps.indexOf(` same => n,Playback(custom/m/${bases.get('hold')})`);
      const dial = steps.findIndex((s) => s.includes('Dial('));
      expect(hold).toBeGreaterThan(-1);
      expect(hold).toBeLessThan(dial);
    }
    let call = callReducer(full, idleCall(full), { type: 'start' });
    call = callReducer(full, call, { type: 'key', key: '0' });
    expect(call.queue).toEqual(['hold']);
  });
});

describe('a set with its optional prompts left out', () => {
  const lean = without(full, ['hold', 'voicemail', 'invalid', 'timeout', 'after-hours', 'holiday']);
  const text = asteriskDialplan(lean, { soundDir: 'custom/m' });
  const txt = menuText(lean, 'wav', true);

  it('is a valid tree with only welcome, menu and departments', () => {
    expect(ivrTreeSchema.safeParse(lean).success).toBe(true);
    expect(lean.prompts.map((p) => p.kind).sort()).toEqual([
      'department',
      'department',
      'department',
      'menu',
      'welcome',
    ]);
  });

  it('never plays or names a prompt it no longer has', () => {
    for (const kind of ['hold', 'voicemail', 'invalid', 'timeout', 'after-hours', 'holiday']) {
      expect(text).not.toMatch(new RegExp(`Playback\\(custom/m/\\d+-${kind}\\)`));
    }
    expect(text).not.toContain('exten => after-hours');
    expect(exten(text, 'operator').some((s) => s.includes('Playback'))).toBe(false);
    expect(exten(text, 'voicemail')).toContain(' same => n,VoiceMail(100@default,u)');
    expect(exten(text, 'i')[0]).toBe('exten => i,1,NoOp(invalid key)');
    expect(txt).not.toMatch(/\d{2}-(hold|voicemail|after-hours|holiday|invalid|timeout)[a-z-]*\.wav/);
    expect(txt.split('\n').filter((l) => /^\d{2}-.*\.wav  —/.test(l))).toHaveLength(5);
    expect(txt).toContain('extensions_custom.conf');
  });

  it('the simulator skips them too: a wrong key replays the menu, the operator comes at once', () => {
    let call = callReducer(lean, idleCall(lean), { type: 'start' });
    call = callReducer(lean, call, { type: 'prompt-ended' });
    call = callReducer(lean, call, { type: 'prompt-ended' });
    call = callReducer(lean, call, { type: 'key', key: '7' });
    expect(call.queue).toEqual(['main-menu']);
    call = callReducer(lean, call, { type: 'key', key: '0' });
    expect(call.outcome).toEqual({ type: 'operator' });
    expect(call.status).toBe('ended');
  });
});
