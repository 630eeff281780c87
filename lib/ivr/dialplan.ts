// A ready Asterisk / FreePBX dialplan for an IVR set: one context per menu that plays the prompts
// with Background() (keys interrupt), waits with WaitExten(), branches on every key, handles
// invalid (i) and missing (t) keys with the set's retry count, and ends in a targets context whose
// Dial() lines the administrator points at real extensions. It follows the same rules as the
// simulator (lib/ivr/simulator.ts), so what the visitor tried is what callers get.
import { toAsciiWords } from '../orders/fulfilment/file-name';
import { ivrFileBases } from './files';
import { placeholderTargets, type IvrTargets } from './targets';
import type { IvrTree } from './tree';

export type DialplanOptions = {
  /** Folder under Asterisk's sounds directory that holds the files, e.g. "custom/northwind". */
  soundDir: string;
  /** Prefix of every generated context name. */
  contextPrefix?: string;
  /** The buyer's extensions and voicemail box; what is missing becomes a marked placeholder. */
  targets?: IvrTargets;
};

/** A department's extension in the targets context, named once: "department-1", "department-sales". */
export function departmentExten(promptId: string): string {
  const name = safeName(promptId, 'x');
  return name.startsWith('department-') ? name : `department-${name}`;
}

/**
 * A customer's label as inert text: Asterisk expands `${…}` and `$[…]` anywhere in an
 * application's arguments, so the label goes into a `;` comment (never evaluated) with line
 * breaks and the comment's own `;` taken out, and never into NoOp().
 */
function inertLabel(label: string): string {
  return label
    .replace(/[\r\n;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Context and folder names Asterisk accepts: lowercase ASCII, digits, hyphens. */
export function safeName(value: string, fallback: string): string {
  const cleaned = toAsciiWords(value)
    .replace(/[^a-z0-9/_-]+/g, '-')
    .replace(/-*\/-*/g, '/')
    .replace(/^[-/]+|[-/]+$/g, '');
  return cleaned || fallback;
}

export function asteriskDialplan(tree: IvrTree, options: DialplanOptions): string {
  const prefix = safeName(options.contextPrefix ?? 'gs-ivr', 'gs-ivr');
  const dir = safeName(options.soundDir, 'custom/greeting-studio');
  const bases = ivrFileBases(tree);
  const sound = (promptId: string) => `${dir}/${bases.get(promptId) ?? promptId}`;
  const menuContext = (menuId: string) => `${prefix}-${safeName(menuId, 'menu')}`;
  const targets = `${prefix}-targets`;
  const wait = tree.timeoutSeconds;
  const given = options.targets;
  const placeholders: string[] = [];
  /** The buyer's value, or the placeholder (remembered, so the header can list it). */
  const target = (value: string | undefined, placeholder: string, what: string) => {
    if (value) return value;
    placeholders.push(`${what}: ${placeholder}`);
    return placeholder;
  };
  const body: string[] = [];
  for (const menu of tree.menus) {
    const root = menu.id === tree.rootMenuId;
    body.push(`[${menuContext(menu.id)}]`);
    body.push(root ? 'exten => s,1,Answer()' : 'exten => s,1,NoOp(Submenu)');
    body.push(' same => n,Set(TIMEOUT(digit)=3)');
    body.push(` same => n,Set(TIMEOUT(response)=${wait})`);
    body.push(' same => n,Set(GS_MISSES=0)');
    if (root) body.push(` same => n,Background(${sound(tree.welcomePromptId)})`);
    body.push(` same => n(menu),Background(${sound(menu.promptId)})`);
    body.push(` same => n,WaitExten(${wait})`);
    body.push('');
    for (const option of menu.options) {
      const action = option.action;
      const exten = `exten => ${option.key},1,`;
      if (action.type === 'department') {
        body.push(
          `${exten}Playback(${sound(action.promptId)})`,
          ` same => n,Goto(${targets},${departmentExten(action.promptId)},1)`,
        );
      } else if (action.type === 'submenu') {
        body.push(`${exten}Goto(${menuContext(action.menuId)},s,1)`);
      } else if (action.type === 'voicemail') {
        body.push(`${exten}Goto(${targets},voicemail,1)`);
      } else if (action.type === 'operator') {
        body.push(`${exten}Goto(${targets},operator,1)`);
      } else {
        body.push(`${exten}Goto(s,menu)`);
      }
    }
    for (const [exten, promptId] of [
      ['i', tree.invalidPromptId],
      ['t', tree.timeoutPromptId],
    ] as const) {
      // Without its prompt (left out of the set) the menu simply plays again.
      body.push(
        promptId
          ? `exten => ${exten},1,Playback(${sound(promptId)})`
          : `exten => ${exten},1,NoOp(${exten === 'i' ? 'invalid key' : 'no key'})`,
      );
      body.push(' same => n,Set(GS_MISSES=$[${GS_MISSES} + 1])');
      body.push(` same => n,GotoIf($[\${GS_MISSES} >= ${tree.retries}]?${targets},voicemail,1)`);
      body.push(' same => n,Goto(s,menu)');
    }
    body.push('');
  }

  body.push(`[${targets}]`);
  const departments = tree.menus.flatMap((m) => m.options).filter((o) => o.action.type === 'department');
  // The hold prompt, when the set keeps one, plays before the call is put through, as in the simulator.
  const hold = tree.holdPromptId ? [` same => n,Playback(${sound(tree.holdPromptId)})`] : [];
  const seen = new Set<string>();
  departments.forEach((option, i) => {
    if (option.action.type !== 'department') return;
    const exten = departmentExten(option.action.promptId);
    if (seen.has(exten)) return;
    seen.add(exten);
    const label = inertLabel(option.label);
    const dial = target(
      given?.departments?.[option.action.promptId],
      String(placeholderTargets.firstDepartment + i),
      `${exten} (${label})`,
    );
    body.push(`; ${label}`);
    body.push(`exten => ${exten},1,NoOp(department)`, ...hold);
    body.push(` same => n,Dial(PJSIP/${dial},30)`);
    body.push(` same => n,Goto(${targets},voicemail,1)`);
  });
  const operator = target(given?.operator, placeholderTargets.operator, 'operator');
  body.push(`exten => operator,1,NoOp(operator)`, ...hold);
  body.push(` same => n,Dial(PJSIP/${operator},30)`);
  body.push(` same => n,Goto(${targets},voicemail,1)`);
  const box = target(given?.voicemailBox, placeholderTargets.voicemailBox, 'voicemail');
  // With its own prompt left out, VoiceMail's standard "unavailable" message greets the caller.
  body.push(
    tree.voicemailPromptId
      ? `exten => voicemail,1,Playback(${sound(tree.voicemailPromptId)})`
      : 'exten => voicemail,1,NoOp(voicemail)',
  );
  body.push(` same => n,VoiceMail(${box},${tree.voicemailPromptId ? 's' : 'u'})`);
  body.push(' same => n,Hangup()');
  for (const [name, promptId] of [
    ['after-hours', tree.afterHoursPromptId],
    ['holiday', tree.holidayPromptId],
  ] as const) {
    if (!promptId) continue;
    body.push(`; Route calls here from your time conditions (FreePBX) or GotoIfTime().`);
    body.push(`exten => ${name},1,Answer()`);
    body.push(` same => n,Playback(${sound(promptId)})`);
    body.push(` same => n,Goto(${targets},voicemail,1)`);
  }
  body.push('');
  const head = [
    '; Generated by Greeting Studio for Asterisk and FreePBX.',
    placeholders.length > 0
      ? '; PLACEHOLDERS: these targets were not entered in the builder; replace them with your own:'
      : '; Every Dial() and VoiceMail() target below is the one entered in the builder.',
    ...placeholders.map((p) => `;   ${p}`),
    `; 1. Copy the sound files (names unchanged) to /var/lib/asterisk/sounds/${dir}/`,
    '; 2. FreePBX: keep this file as /etc/asterisk/extensions_custom.conf (or append it there);',
    ';    FreePBX rewrites extensions.conf on every Apply Config but never this file, and its',
    ';    extensions.conf already has the line: #include extensions_custom.conf',
    ';    Plain Asterisk: add that #include line to your extensions.conf instead.',
    `; 3. Point an inbound route (FreePBX: Custom Destination ${menuContext(tree.rootMenuId)},s,1)`,
    ';    or a Goto() at the menu, then reload the dialplan: asterisk -rx "dialplan reload"',
    '',
  ];
  return [...head, ...body].join('\n');
}
