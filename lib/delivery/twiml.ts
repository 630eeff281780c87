// TwiML for Twilio without an account link: a one-file snippet for <Play>, and an IVR set as a
// small TwiML app, one document per step of the call. Each step is computed by the call
// simulator's reducer (lib/ivr/simulator.ts), so callers on Twilio hear exactly what the visitor
// tried in the simulator and what the Asterisk dialplan does: keys interrupt prompts (<Gather>
// around <Play>), a menu waits the set's timeout, and `retries` misses end in voicemail.
import { callReducer, idleCall, type CallEvent, type CallState } from '../ivr/simulator';
import { ivrKeys, type IvrKey, type IvrTree } from '../ivr/tree';

const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const document = (verbs: string[]): string =>
  ['<?xml version="1.0" encoding="UTF-8"?>', '<Response>', ...verbs.map((v) => `  ${v}`), '</Response>', ''].join('\n');

/** The ready snippet for one paid file: paste into a TwiML Bin or a Studio "Say/Play" widget. */
export function playSnippet(url: string): string {
  return document([`<Play>${escapeXml(url)}</Play>`]);
}

/** Where the app's documents live: the audio of a prompt, and the next step of the call. */
export type TwimlUrls = {
  /** null when the set holds no file Twilio can play for the prompt: it is left out. */
  prompt: (promptId: string) => string | null;
  step: (menuId: string, misses: number, timeout: boolean) => string;
};

/** What Twilio asks for: the first step of a call, a key pressed in a menu, or the wait ran out. */
export type TwimlStep =
  | { kind: 'start' }
  | { kind: 'key'; menuId: string; misses: number; digits: string }
  | { kind: 'timeout'; menuId: string; misses: number };

const isKey = (value: string): value is IvrKey => (ivrKeys as readonly string[]).includes(value);

function eventOf(step: TwimlStep): CallEvent {
  if (step.kind === 'start') return { type: 'start' };
  // <Gather numDigits="1"> only ever sends one keypad key; anything else counts as no key.
  if (step.kind === 'key' && isKey(step.digits)) return { type: 'key', key: step.digits };
  return { type: 'timeout' };
}

/** The waiting state a step URL stands for; null when the URL names no menu of this tree. */
function waitingIn(tree: IvrTree, step: TwimlStep): CallState | null {
  if (step.kind === 'start') return idleCall(tree);
  const known = tree.menus.some((m) => m.id === step.menuId);
  if (!known || !Number.isSafeInteger(step.misses) || step.misses < 0 || step.misses >= tree.retries)
    return null;
  return { ...idleCall(tree), status: 'waiting', then: 'wait', menuId: step.menuId, misses: step.misses };
}

function ending(state: CallState): string[] {
  const outcome = state.outcome;
  if (outcome?.type === 'voicemail') return ['<Record playBeep="true" maxLength="120"/>', '<Hangup/>'];
  // Transfers need the team's number, which this app does not know yet (an empty <Dial> is an
  // error on Twilio): the call ends after the department and hold prompts, marked for the reader.
  const who = outcome?.type === 'department' ? escapeXml(outcome.label) : 'operator';
  return [`<!-- Transfer to: ${who.replace(/--/g, '- -')} -->`, '<Hangup/>'];
}

/** The TwiML document for one step of the call, or null for a step URL that names no menu. */
export function ivrTwiml(tree: IvrTree, step: TwimlStep, urls: TwimlUrls): string | null {
  const before = waitingIn(tree, step);
  if (!before) return null;
  const next = callReducer(tree, before, eventOf(step));
  const plays = next.queue
    .map((id) => urls.prompt(id))
    .filter((url): url is string => url !== null)
    .map((url) => `<Play>${escapeXml(url)}</Play>`);
  if (next.then === 'end') return document([...plays, ...ending(next)]);
  const action = escapeXml(urls.step(next.menuId, next.misses, false));
  const gather = [
    `<Gather input="dtmf" numDigits="1" timeout="${tree.timeoutSeconds}" action="${action}" method="POST">`,
    ...plays.map((p) => `  ${p}`),
    '</Gather>',
  ];
  // No key within the timeout: Gather falls through to the next verb.
  const timeout = escapeXml(urls.step(next.menuId, next.misses, true));
  return document([...gather, `<Redirect method="POST">${timeout}</Redirect>`]);
}
