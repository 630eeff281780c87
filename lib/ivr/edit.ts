// Edits the builder makes to an IVR tree, as a pure reducer: the builder's hook, its tests and any
// later store slice share one set of rules. The one rule that is not obvious: the menu prompt's
// text follows the options while it still reads exactly as generated; once the visitor has
// edited it, their words stay and only a "regenerate" puts the generated text back. The tree's
// language comes as its phrase set (the builder's prop), not a table of all seven (#29).
import type { VoiceSettings } from '../greeting/spec';
import { isGeneratedMenuText, menuPromptText } from './menu-text';
import { fillTemplate } from '../greeting/templates/fill';
import type { IvrPhraseSet } from './phrases';
import {
  ivrKeys,
  ivrLimits,
  optionalSlotOf,
  type IvrKey,
  type IvrMenu,
  type IvrOption,
  type IvrPrompt,
  type IvrTree,
  type OptionalPromptSlot,
} from './tree';

export type IvrEdit =
  | { type: 'replace'; tree: IvrTree }
  | { type: 'prompt-text'; promptId: string; text: string }
  | { type: 'option'; menuId: string; index: number; patch: Partial<Pick<IvrOption, 'key' | 'label'>> }
  | { type: 'option-action'; menuId: string; index: number; action: IvrOption['action']['type'] }
  | { type: 'add-option'; menuId: string }
  | { type: 'remove-option'; menuId: string; index: number }
  | { type: 'move-option'; menuId: string; index: number; by: -1 | 1 }
  | { type: 'regenerate-menu'; menuId: string }
  | { type: 'timing'; timeoutSeconds?: number; retries?: number }
  /** Another voice for one prompt, or null: the prompt speaks with the set's voice again. */
  | { type: 'prompt-voice'; promptId: string; voice: VoiceSettings | null }
  /**
   * The set's speed and pitch moved: a prompt's own voice follows them, so an override changes
   * who speaks, never how fast (the builder offers no per-prompt pace).
   */
  | { type: 'voice-pace'; speed: number; pitch: number }
  /**
   * Texts generated from the visitor's fields (the company name) changed from `from` to `to`, per
   * prompt id: a prompt still reading exactly as generated follows; an edited one keeps its words.
   */
  | { type: 'follow-generated'; from: Record<string, string>; to: Record<string, string> }
  /** Leave an optional prompt (hold, voicemail, after-hours…) out of the set: not played, not priced. */
  | { type: 'remove-prompt'; slot: OptionalPromptSlot }
  /** Put a left-out prompt back (the builder passes the template's text for it). */
  | { type: 'restore-prompt'; prompt: IvrPrompt };

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.round(Math.min(range.max, Math.max(range.min, value)));

/** A prompt id not yet used in the tree: "department-4", "department-5"… */
function freshDepartmentId(tree: IvrTree): string {
  for (let n = 1; ; n++) {
    const id = `department-${n}`;
    if (!tree.prompts.some((p) => p.id === id)) return id;
  }
}

/** The first key no option of the menu uses, digits before * and #. */
export function freeKey(menu: IvrMenu): IvrKey | null {
  return ivrKeys.find((key) => !menu.options.some((o) => o.key === key)) ?? null;
}

/** Apply `change` to one menu, keep its prompt in step with the options, drop orphan department prompts. */
function editMenu(
  tree: IvrTree,
  phrases: IvrPhraseSet,
  menuId: string,
  change: (menu: IvrMenu, tree: IvrTree) => { menu: IvrMenu; tree: IvrTree },
): IvrTree {
  const menu = tree.menus.find((m) => m.id === menuId);
  if (!menu) return tree;
  const result = change(menu, tree);
  const menus = result.tree.menus.map((m) => (m.id === menuId ? result.menu : m));
  const follows = (text: string) => isGeneratedMenuText(text, menu.options, phrases);
  const used = new Set(
    menus.flatMap((m) => m.options.map((o) => (o.action.type === 'department' ? o.action.promptId : null))),
  );
  const prompts = result.tree.prompts
    .filter((p) => p.kind !== 'department' || used.has(p.id))
    .map((p) =>
      p.id === menu.promptId && follows(p.text)
        ? { ...p, text: menuPromptText(result.menu.options, phrases) }
        : p,
    );
  return { ...result.tree, menus, prompts };
}

function departmentPrompt(phrases: IvrPhraseSet, id: string, label: string) {
  return {
    id,
    kind: 'department' as const,
    title: label,
    text: fillTemplate(phrases.prompts.department, { label }),
  };
}

/** `phrases`: the tree's language (tree.locale), for the texts the edits generate. */
export function ivrEditReducer(tree: IvrTree, edit: IvrEdit, phrases: IvrPhraseSet): IvrTree {
  switch (edit.type) {
    case 'replace':
      return edit.tree;
    case 'prompt-text':
      return {
        ...tree,
        prompts: tree.prompts.map((p) => (p.id === edit.promptId ? { ...p, text: edit.text } : p)),
      };
    case 'follow-generated':
      return {
        ...tree,
        prompts: tree.prompts.map((p) => {
          const to = edit.to[p.id];
          return to !== undefined && Object.hasOwn(edit.from, p.id) && edit.from[p.id] === p.text
            ? { ...p, text: to }
            : p;
        }),
      };
    case 'prompt-voice':
      return {
        ...tree,
        prompts: tree.prompts.map((p) => {
          if (p.id !== edit.promptId) return p;
          const { voice: _old, ...rest } = p;
          return edit.voice ? { ...rest, voice: edit.voice } : rest;
        }),
      };
    case 'voice-pace': {
      const { speed, pitch } = edit;
      const stale = (p: IvrTree['prompts'][number]) =>
        p.voice && (p.voice.speed !== speed || p.voice.pitch !== pitch);
      // No override to move: the same tree, so the simulator keeps its call.
      if (!tree.prompts.some(stale)) return tree;
      return {
        ...tree,
        prompts: tree.prompts.map((p) =>
          p.voice && stale(p) ? { ...p, voice: { ...p.voice, speed, pitch } } : p,
        ),
      };
    }
    case 'timing':
      return {
        ...tree,
        timeoutSeconds: clamp(edit.timeoutSeconds ?? tree.timeoutSeconds, ivrLimits.timeoutSeconds),
        retries: clamp(edit.retries ?? tree.retries, ivrLimits.retries),
      };
    case 'option':
      return editMenu(tree, phrases, edit.menuId, (menu, t) => {
        const options = menu.options.map((o, i) => (i === edit.index ? { ...o, ...edit.patch } : o));
        // A department's prompt title follows its label, so menu.txt names it as the menu does.
        // and its text follows too while it still reads as generated from the old label.
        const changed = options[edit.index];
        const before = menu.options[edit.index];
        const generated = (label: string) => fillTemplate(phrases.prompts.department, { label });
        const prompts =
          changed?.action.type === 'department' && edit.patch.label !== undefined
            ? t.prompts.map((p) => {
                if (changed.action.type !== 'department' || p.id !== changed.action.promptId) return p;
                const label = edit.patch.label?.trim() || p.title;
                const text = before && p.text === generated(before.label) ? generated(label) : p.text;
                return { ...p, title: label, text };
              })
            : t.prompts;
        return { menu: { ...menu, options }, tree: { ...t, prompts } };
      });
    case 'option-action':
      return editMenu(tree, phrases, edit.menuId, (menu, t) => {
        const option = menu.options[edit.index];
        if (!option || option.action.type === edit.action) return { menu, tree: t };
        if (edit.action === 'department') {
          const id = freshDepartmentId(t);
          const action = { type: 'department' as const, promptId: id };
          return {
            menu: { ...menu, options: menu.options.map((o, i) => (i === edit.index ? { ...o, action } : o)) },
            tree: { ...t, prompts: [...t.prompts, departmentPrompt(phrases, id, option.label)] },
          };
        }
        if (edit.action === 'submenu') return { menu, tree: t };
        const action = { type: edit.action };
        return {
          menu: { ...menu, options: menu.options.map((o, i) => (i === edit.index ? { ...o, action } : o)) },
          tree: t,
        };
      });
    case 'add-option':
      return editMenu(tree, phrases, edit.menuId, (menu, t) => {
        const key = freeKey(menu);
        if (!key || menu.options.length >= ivrLimits.optionsPerMenu || t.prompts.length >= ivrLimits.prompts)
          return { menu, tree: t };
        const id = freshDepartmentId(t);
        const label = `${phrases.labels.department} ${key}`;
        const option: IvrOption = { key, label, action: { type: 'department', promptId: id } };
        // New options go before the repeat/operator keys (*, #, 0) that usually close a menu.
        const at = menu.options.findIndex((o) => o.key === '0' || o.key === '*' || o.key === '#');
        const options =
          at === -1
            ? [...menu.options, option]
            : [...menu.options.slice(0, at), option, ...menu.options.slice(at)];
        return {
          menu: { ...menu, options },
          tree: { ...t, prompts: [...t.prompts, departmentPrompt(phrases, id, label)] },
        };
      });
    case 'remove-option':
      return editMenu(tree, phrases, edit.menuId, (menu, t) =>
        menu.options.length <= 1
          ? { menu, tree: t }
          : { menu: { ...menu, options: menu.options.filter((_, i) => i !== edit.index) }, tree: t },
      );
    case 'move-option':
      return editMenu(tree, phrases, edit.menuId, (menu, t) => {
        const to = edit.index + edit.by;
        if (to < 0 || to >= menu.options.length) return { menu, tree: t };
        const options = [...menu.options];
        const [moved] = options.splice(edit.index, 1);
        if (moved) options.splice(to, 0, moved);
        return { menu: { ...menu, options }, tree: t };
      });
    case 'remove-prompt': {
      const promptId = tree[edit.slot];
      if (!promptId) return tree;
      return { ...tree, [edit.slot]: null, prompts: tree.prompts.filter((p) => p.id !== promptId) };
    }
    case 'restore-prompt': {
      const slot = optionalSlotOf(edit.prompt.kind);
      if (!slot || tree[slot] || tree.prompts.some((p) => p.id === edit.prompt.id)) return tree;
      if (tree.prompts.length >= ivrLimits.prompts) return tree;
      return { ...tree, [slot]: edit.prompt.id, prompts: [...tree.prompts, edit.prompt] };
    }
    case 'regenerate-menu': {
      const menu = tree.menus.find((m) => m.id === edit.menuId);
      if (!menu) return tree;
      const text = menuPromptText(menu.options, phrases);
      return { ...tree, prompts: tree.prompts.map((p) => (p.id === menu.promptId ? { ...p, text } : p)) };
    }
  }
}
