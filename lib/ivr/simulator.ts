// The call simulator's brain: given a tree and what just happened (a prompt finished, the caller
// pressed a key, the wait ran out), what the phone system does next. Framework-free and pure, so
// the phone-shaped player, the tests and the generated dialplan all follow the same rules:
// keys interrupt prompts (Asterisk's Background), a menu waits `timeoutSeconds` after its prompt,
// and `retries` invalid or missing keys send the caller to voicemail.
import type { IvrKey, IvrTree } from './tree';

export type CallOutcome =
  { type: 'department'; label: string } | { type: 'operator' } | { type: 'voicemail' };

export type CallState = {
  status: 'idle' | 'playing' | 'waiting' | 'ended';
  /** Prompt ids still to play; the first is playing now. */
  queue: string[];
  /** What happens when the queue runs dry: wait for a key, or end the call. */
  then: 'wait' | 'end';
  menuId: string;
  /** Invalid or missing keys in the current menu. */
  misses: number;
  outcome: CallOutcome | null;
  /** Keys the caller pressed, in order (shown on the simulator's display). */
  keys: IvrKey[];
};

export type CallEvent =
  | { type: 'start' }
  | { type: 'prompt-ended' }
  | { type: 'key'; key: IvrKey }
  | { type: 'timeout' }
  | { type: 'hang-up' };

export function idleCall(tree: IvrTree): CallState {
  return {
    status: 'idle',
    queue: [],
    then: 'end',
    menuId: tree.rootMenuId,
    misses: 0,
    outcome: null,
    keys: [],
  };
}

export function currentPrompt(state: CallState): string | null {
  return state.status === 'playing' ? (state.queue[0] ?? null) : null;
}

function menuPromptId(tree: IvrTree, menuId: string): string | null {
  return tree.menus.find((m) => m.id === menuId)?.promptId ?? null;
}

function play(
  state: CallState,
  prompts: (string | null)[],
  then: CallState['then'],
  patch: Partial<CallState> = {},
): CallState {
  const queue = prompts.filter((p): p is string => p !== null);
  const next = { ...state, ...patch, queue, then };
  if (queue.length > 0) return { ...next, status: 'playing' };
  return { ...next, status: then === 'wait' ? 'waiting' : 'ended' };
}

function end(state: CallState, tree: IvrTree, outcome: CallOutcome, prompts: (string | null)[]): CallState {
  const withVoicemail = outcome.type === 'voicemail' ? [...prompts, tree.voicemailPromptId] : prompts;
  return play(state, withVoicemail, 'end', { outcome });
}

/** A wrong or missing key: say so, then the menu again, or voicemail once the retries are used up. */
function miss(state: CallState, tree: IvrTree, promptId: string | null): CallState {
  const misses = state.misses + 1;
  if (misses >= tree.retries) return end({ ...state, misses }, tree, { type: 'voicemail' }, [promptId]);
  return play(state, [promptId, menuPromptId(tree, state.menuId)], 'wait', { misses });
}

export function callReducer(tree: IvrTree, state: CallState, event: CallEvent): CallState {
  if (event.type === 'start') {
    return play(idleCall(tree), [tree.welcomePromptId, menuPromptId(tree, tree.rootMenuId)], 'wait');
  }
  if (event.type === 'hang-up') return { ...idleCall(tree), status: 'ended', keys: state.keys };
  if (state.status === 'idle' || state.status === 'ended') return state;

  if (event.type === 'prompt-ended') {
    if (state.status !== 'playing') return state;
    return play(state, state.queue.slice(1), state.then);
  }
  if (event.type === 'timeout') {
    return state.status === 'waiting' ? miss(state, tree, tree.timeoutPromptId) : state;
  }

  // A key: heard while the menu waits or while its prompts play; after the caller has been
  // routed (the call is ending) keys do nothing, as on a real line.
  if (state.then === 'end') return state;
  const keyed = { ...state, keys: [...state.keys, event.key] };
  const menu = tree.menus.find((m) => m.id === state.menuId);
  const option = menu?.options.find((o) => o.key === event.key);
  if (!option) return miss(keyed, tree, tree.invalidPromptId);
  const { action } = option;
  switch (action.type) {
    case 'department':
      return end(keyed, tree, { type: 'department', label: option.label }, [
        action.promptId,
        tree.holdPromptId,
      ]);
    case 'operator':
      return end(keyed, tree, { type: 'operator' }, [tree.holdPromptId]);
    case 'voicemail':
      return end(keyed, tree, { type: 'voicemail' }, []);
    case 'submenu':
      return play(keyed, [menuPromptId(tree, action.menuId)], 'wait', { menuId: action.menuId, misses: 0 });
    case 'repeat':
      return play(keyed, [menuPromptId(tree, state.menuId)], 'wait');
  }
}
