// The IVR menu tree: what a caller hears and which key leads where. Like the GreetingSpec it is one
// value that travels studio → cart → order, validated again on the server; every prompt in it is
// rendered with the set's shared voice and music settings (a prompt may override the voice).
import * as z from 'zod/mini';
import { locales } from '../i18n/locales';
import { limits } from '../greeting/spec-values';
import { voiceSettingsSchema } from '../greeting/spec';
import { segmentText } from '../tts/text/segment';

/** Keys a caller can press on a phone keypad. */
export const ivrKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const;
export type IvrKey = (typeof ivrKeys)[number];

/** What each prompt is for; the dialplan and the simulator treat them by kind. */
export const promptKinds = [
  'welcome',
  'menu',
  'department',
  'invalid',
  'timeout',
  'after-hours',
  'holiday',
  'hold',
  'voicemail',
] as const;
export type PromptKind = (typeof promptKinds)[number];

export const ivrLimits = {
  prompts: 30,
  menus: 6,
  optionsPerMenu: 10,
  /** How deep submenus may nest below the main menu (a caller rarely goes past two). */
  depth: 3,
  timeoutSeconds: { min: 2, max: 15 },
  retries: { min: 1, max: 5 },
  labelChars: 60,
  idChars: 32,
} as const;

const id = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(ivrLimits.idChars),
    z.regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens'),
  );

export const ivrPromptSchema = z.object({
  id,
  kind: z.enum(promptKinds),
  /** The visitor's name for it ("Sales"), shown in the builder and in menu.txt. */
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(ivrLimits.labelChars)),
  text: z.string().check(z.maxLength(limits.textMaxChars)),
  /** A different voice for this prompt only (e.g. a second speaker for the hold loop). */
  voice: z.optional(voiceSettingsSchema),
});
export type IvrPrompt = z.infer<typeof ivrPromptSchema>;

export const ivrActionSchema = z.discriminatedUnion('type', [
  /** Play the department's prompt, then hand the call to its extension (set in the phone system). */
  z.object({ type: z.literal('department'), promptId: id }),
  z.object({ type: z.literal('submenu'), menuId: id }),
  z.object({ type: z.literal('voicemail') }),
  z.object({ type: z.literal('operator') }),
  /** Replay the current menu ("to hear these options again, press star"). */
  z.object({ type: z.literal('repeat') }),
]);
export type IvrAction = z.infer<typeof ivrActionSchema>;

export const ivrOptionSchema = z.object({
  key: z.enum(ivrKeys),
  /** What the option is called in the generated menu text: "sales", "technical support". */
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(ivrLimits.labelChars)),
  action: ivrActionSchema,
});
export type IvrOption = z.infer<typeof ivrOptionSchema>;

export const ivrMenuSchema = z.object({
  id,
  promptId: id,
  options: z.array(ivrOptionSchema).check(z.minLength(1), z.maxLength(ivrLimits.optionsPerMenu)),
});
export type IvrMenu = z.infer<typeof ivrMenuSchema>;

/**
 * The tree's shape without its cross-field rules: a menu still being built (two options on one
 * key, an empty prompt) is a valid draft that the builder marks; the cart takes ivrTreeSchema.
 */
export const ivrTreeShape = z.object({
  version: z.literal(1),
  locale: z.enum(locales),
  welcomePromptId: id,
  rootMenuId: id,
  // Every prompt but welcome, menus and departments may be left out (null): a hotel needs no
  // "we are closed"; the simulator, dialplan and menu.txt then skip it and it is not priced.
  invalidPromptId: z.nullable(id),
  timeoutPromptId: z.nullable(id),
  voicemailPromptId: z.nullable(id),
  afterHoursPromptId: z.nullable(id),
  holidayPromptId: z.nullable(id),
  holdPromptId: z.nullable(id),
  /** Seconds the phone system waits for a key after a menu prompt. */
  timeoutSeconds: z
    .number()
    .check(z.int(), z.gte(ivrLimits.timeoutSeconds.min), z.lte(ivrLimits.timeoutSeconds.max)),
  /** Invalid or missing keys before the caller is sent to voicemail. */
  retries: z.number().check(z.int(), z.gte(ivrLimits.retries.min), z.lte(ivrLimits.retries.max)),
  prompts: z.array(ivrPromptSchema).check(z.minLength(1), z.maxLength(ivrLimits.prompts)),
  menus: z.array(ivrMenuSchema).check(z.minLength(1), z.maxLength(ivrLimits.menus)),
});

export type IvrTree = z.infer<typeof ivrTreeShape>;

/** Why a tree is not usable; `path` points at the field, so the builder can mark it. */
export type IvrTreeProblem = { code: IvrProblemCode; path: (string | number)[] };
export type IvrProblemCode =
  | 'duplicate-prompt'
  | 'duplicate-menu'
  | 'unknown-prompt'
  | 'unknown-menu'
  | 'wrong-prompt-kind'
  | 'duplicate-key'
  | 'menu-cycle'
  | 'too-deep'
  | 'unreachable-menu'
  | 'empty-prompt';

/** Each prompt slot of a tree and the kind of prompt it must name (the templates' prompts have
 * their kind as id, so these are also a template's slots). */
export const promptSlots = {
  welcomePromptId: 'welcome',
  invalidPromptId: 'invalid',
  timeoutPromptId: 'timeout',
  voicemailPromptId: 'voicemail',
  afterHoursPromptId: 'after-hours',
  holidayPromptId: 'holiday',
  holdPromptId: 'hold',
} as const satisfies Record<string, PromptKind>;
export type PromptSlot = keyof typeof promptSlots;

/** The slots a buyer may leave out of the set (all but welcome). */
export const optionalPromptSlots = [
  'holdPromptId',
  'voicemailPromptId',
  'afterHoursPromptId',
  'holidayPromptId',
  'invalidPromptId',
  'timeoutPromptId',
] as const satisfies readonly PromptSlot[];
export type OptionalPromptSlot = (typeof optionalPromptSlots)[number];

/** The optional slot a prompt fills, if it is one of them (a prompt's kind names its slot). */
export function optionalSlotOf(kind: PromptKind): OptionalPromptSlot | null {
  return optionalPromptSlots.find((slot) => promptSlots[slot] === kind) ?? null;
}

/** Every rule the shape cannot say: references resolve, keys are unique, menus form a tree. */
export function ivrTreeProblems(tree: IvrTree): IvrTreeProblem[] {
  const problems: IvrTreeProblem[] = [];
  const prompts = new Map<string, IvrPrompt>();
  tree.prompts.forEach((p, i) => {
    if (prompts.has(p.id)) problems.push({ code: 'duplicate-prompt', path: ['prompts', i, 'id'] });
    prompts.set(p.id, p);
    if (!segmentText(p.text).some((s) => s.kind === 'speech'))
      problems.push({ code: 'empty-prompt', path: ['prompts', i, 'text'] });
  });
  const menus = new Map<string, IvrMenu>();
  tree.menus.forEach((m, i) => {
    if (menus.has(m.id)) problems.push({ code: 'duplicate-menu', path: ['menus', i, 'id'] });
    menus.set(m.id, m);
  });

  const expectPrompt = (promptId: string, kind: PromptKind, path: (string | number)[]) => {
    const prompt = prompts.get(promptId);
    if (!prompt) problems.push({ code: 'unknown-prompt', path });
    else if (prompt.kind !== kind) problems.push({ code: 'wrong-prompt-kind', path });
  };
  for (const [slot, kind] of Object.entries(promptSlots)) {
    const value = tree[slot as keyof IvrTree];
    if (typeof value === 'string') expectPrompt(value, kind, [slot]);
  }
  if (!menus.has(tree.rootMenuId)) problems.push({ code: 'unknown-menu', path: ['rootMenuId'] });

  tree.menus.forEach((menu, m) => {
    expectPrompt(menu.promptId, 'menu', ['menus', m, 'promptId']);
    const keys = new Set<string>();
    menu.options.forEach((option, o) => {
      const path = ['menus', m, 'options', o];
      if (keys.has(option.key)) problems.push({ code: 'duplicate-key', path: [...path, 'key'] });
      keys.add(option.key);
      const { action } = option;
      if (action.type === 'department')
        expectPrompt(action.promptId, 'department', [...path, 'action', 'promptId']);
      if (action.type === 'submenu' && !menus.has(action.menuId)) {
        problems.push({ code: 'unknown-menu', path: [...path, 'action', 'menuId'] });
      }
    });
  });
  if (problems.length > 0) return problems;

  // Walk the submenus from the root: a menu reached twice on one path is a loop a caller could
  // never leave except by hanging up; every menu must be reachable, and none too deep.
  const reached = new Set<string>();
  const walk = (menuId: string, trail: string[]) => {
    const index = tree.menus.findIndex((m) => m.id === menuId);
    if (trail.includes(menuId)) {
      problems.push({ code: 'menu-cycle', path: ['menus', index, 'id'] });
      return;
    }
    if (trail.length > ivrLimits.depth) {
      problems.push({ code: 'too-deep', path: ['menus', index, 'id'] });
      return;
    }
    reached.add(menuId);
    for (const option of menus.get(menuId)?.options ?? []) {
      if (option.action.type === 'submenu') walk(option.action.menuId, [...trail, menuId]);
    }
  };
  walk(tree.rootMenuId, []);
  tree.menus.forEach((m, i) => {
    if (!reached.has(m.id)) problems.push({ code: 'unreachable-menu', path: ['menus', i, 'id'] });
  });
  return problems;
}

/** The tree schema with its cross-field rules: what the cart and checkout accept. */
export const ivrTreeSchema = ivrTreeShape.check(
  z.superRefine((tree, ctx) => {
    for (const problem of ivrTreeProblems(tree)) {
      ctx.addIssue({ code: 'custom', message: problem.code, path: problem.path });
    }
  }),
);

/** Prompts in the order a caller meets them: welcome, menus depth-first, then the rest. */
export function promptsInCallOrder(tree: IvrTree): IvrPrompt[] {
  const byId = new Map(tree.prompts.map((p) => [p.id, p]));
  const order: string[] = [];
  const add = (promptId: string | null) => {
    if (promptId && byId.has(promptId) && !order.includes(promptId)) order.push(promptId);
  };
  add(tree.welcomePromptId);
  const visitMenu = (menuId: string, seen: Set<string>) => {
    if (seen.has(menuId)) return;
    seen.add(menuId);
    const menu = tree.menus.find((m) => m.id === menuId);
    if (!menu) return;
    add(menu.promptId);
    for (const option of menu.options) {
      if (option.action.type === 'department') add(option.action.promptId);
      if (option.action.type === 'submenu') visitMenu(option.action.menuId, seen);
    }
  };
  visitMenu(tree.rootMenuId, new Set());
  for (const slot of ['invalidPromptId', 'timeoutPromptId', 'holdPromptId', 'voicemailPromptId'] as const) {
    add(tree[slot]);
  }
  add(tree.afterHoursPromptId);
  add(tree.holidayPromptId);
  for (const p of tree.prompts) add(p.id);
  return order.map((promptId) => byId.get(promptId)).filter((p): p is IvrPrompt => p !== undefined);
}
