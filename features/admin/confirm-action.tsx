'use client';
// One confirmed back office action: a button, then "are you sure" with the consequence spelled
// out, then one POST. The key is made once per confirmation, so double clicks and retries of the
// same confirmation are one action on the server; the buttons are disabled while it runs.
import { useState } from 'react';

export type ConfirmActionText = {
  label: string;
  question: string;
  confirm: string;
  cancel: string;
  working: string;
  done: string;
  failed: string;
};

type State =
  | { step: 'idle' }
  | { step: 'confirm'; key: string }
  | { step: 'working'; key: string }
  | { step: 'done' }
  | { step: 'failed'; key: string };

export function ConfirmAction({ url, text }: { url: string; text: ConfirmActionText }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const run = async (key: string) => {
    setState({ step: 'working', key });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      setState(response.ok ? { step: 'done' } : { step: 'failed', key });
    } catch {
      setState({ step: 'failed', key });
    }
  };
  const button = 'rounded-md border border-line px-3 py-1.5 text-sm font-medium disabled:opacity-60';
  if (state.step === 'idle' || state.step === 'done') {
    return (
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          onClick={() => setState({ step: 'confirm', key: crypto.randomUUID() })}
        >
          {text.label}
        </button>
        {state.step === 'done' ? (
          <span role="status" className="text-sm text-success">
            {text.done}
          </span>
        ) : null}
      </div>
    );
  }
  const key =
    state.step === 'confirm' || state.step === 'working' || state.step === 'failed' ? state.key : '';
  return (
    <div role="group" aria-label={text.label} className="flex flex-wrap items-center gap-3 text-sm">
      <span>{text.question}</span>
      <button
        type="button"
        className="rounded-md bg-accent px-3 py-1.5 font-semibold text-white disabled:opacity-60"
        disabled={state.step === 'working'}
        onClick={() => void run(key)}
      >
        {state.step === 'working' ? text.working : text.confirm}
      </button>
      <button
        type="button"
        className={button}
        disabled={state.step === 'working'}
        onClick={() => setState({ step: 'idle' })}
      >
        {text.cancel}
      </button>
      {state.step === 'failed' ? (
        <span role="alert" className="text-danger">
          {text.failed}
        </span>
      ) : null}
    </div>
  );
}
