'use client';

import { AudioLines, Pencil, Play, Square, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { pronunciationLimits } from '@/lib/tts/text/pronounce';
import type { Dictionary } from './use-dictionary';

/** The word under the script's selection, without the punctuation around it. */
export function selectedWord(text: string, start: number, end: number): string {
  return text
    .slice(start, end)
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .slice(0, pronunciationLimits.wordChars);
}

/** The selected word of the script box inside `root` ('' without a selection). */
export function scriptSelection(root: HTMLElement | null): string {
  const box = root?.querySelector<HTMLTextAreaElement>('[data-testid="script-text"]');
  return box ? selectedWord(box.value, box.selectionStart, box.selectionEnd) : '';
}

/** The selected word of the focused text box inside `root` ('' without one or a selection). */
export function focusedSelection(root: HTMLElement | null): string {
  const box = document.activeElement;
  if (!(box instanceof HTMLTextAreaElement) || !root?.contains(box)) return '';
  return selectedWord(box.value, box.selectionStart, box.selectionEnd);
}

/** Hearing one word with the work's voice: the owner plays it (its player, its voice). */
export type HearWord = {
  play: (word: string, sayAs: string) => void;
  stop: () => void;
  status: string | undefined;
};

/** What holds the work's own entries: the copy for a guest's save and the per-work limit. */
export type DictionaryScope = 'greeting' | 'set';

/**
 * "Pronounce as…": select a word in the text (or type it), type how it sounds, hear just that
 * word with the current voice, and keep it in the work's (and a signed-in visitor's)
 * dictionary. `getSelection` reads the text box's selection (the editor owns the box).
 */
export function PronounceAs({
  dictionary,
  getSelection,
  scope,
  hear: sample,
}: {
  dictionary: Dictionary;
  getSelection: () => string;
  scope: DictionaryScope;
  hear?: HearWord;
}) {
  const t = useTranslations('pronounce');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [sayAs, setSayAs] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const start = () => {
    const selected = getSelection();
    if (selected) {
      setWord(selected);
      setSayAs(dictionary.entries.find((e) => e.word === selected)?.sayAs ?? '');
    }
    setError(null);
    setSaved(false);
    setOpen(true);
  };

  const message = (reason: string) => {
    switch (reason) {
      case 'pronunciation-empty':
        return t('errorEmpty');
      case 'pronunciation-too-long':
        return t('errorTooLong', {
          word: pronunciationLimits.wordChars,
          sayAs: pronunciationLimits.sayAsChars,
        });
      case 'pronunciation-invalid-characters':
        return t('errorCharacters');
      case 'too-many':
        return t('errorTooMany', { limit: pronunciationLimits.perAccount });
      case 'too-many-here':
        return scope === 'set'
          ? t('errorTooManySet', { limit: pronunciationLimits.perSpec })
          : t('errorTooManyGreeting', { limit: pronunciationLimits.perSpec });
      default:
        return t('errorSave');
    }
  };

  const hear = () => {
    const spoken = word.trim();
    if (!spoken) return setError(t('errorEmpty'));
    setError(null);
    sample?.play(spoken, sayAs.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = await dictionary.add({ word, sayAs });
    setError(reason ? message(reason) : null);
    setSaved(reason === null);
  };

  const playing = sample?.status === 'playing' || sample?.status === 'loading';

  return (
    <div className="mt-2" data-testid="pronounce">
      {open ? null : (
        <button
          type="button"
          className="btn-ghost !min-h-11 !px-2.5 !text-sm sm:!min-h-9"
          // Keep the script's selection: the click must not move the focus before we read it.
          onMouseDown={(e) => e.preventDefault()}
          onClick={start}
          aria-expanded={false}
          aria-controls={id}
          data-testid="pronounce-open"
        >
          <AudioLines aria-hidden className="size-4" />
          {t('open')}
          {dictionary.entries.length > 0 ? (
            <span className="text-ink-muted">({dictionary.entries.length})</span>
          ) : null}
        </button>
      )}
      {open ? (
        <section id={id} aria-label={t('title')} className="rounded-control border border-line bg-canvas p-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">{t('title')}</h3>
            <button
              type="button"
              className="btn-ghost !min-h-11 !min-w-11 !px-2 sm:!min-h-8 sm:!min-w-0"
              onClick={() => setOpen(false)}
              aria-label={t('close')}
              data-testid="pronounce-close"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <form
            className={`mt-2 grid gap-2 sm:items-end ${sample ? 'sm:grid-cols-[1fr_1fr_auto_auto]' : 'sm:grid-cols-[1fr_1fr_auto]'}`}
            onSubmit={submit}
          >
            <label className="text-xs font-medium text-ink-soft">
              {t('word')}
              <input
                value={word}
                onChange={(e) => setWord(e.currentTarget.value)}
                maxLength={pronunciationLimits.wordChars + 20}
                className="mt-1 block h-10 w-full rounded-control border border-line bg-paper px-2 text-base"
                data-testid="pronounce-word"
              />
            </label>
            <label className="text-xs font-medium text-ink-soft">
              {t('sayAs')}
              <input
                value={sayAs}
                onChange={(e) => setSayAs(e.currentTarget.value)}
                placeholder={t('sayAsPlaceholder')}
                maxLength={pronunciationLimits.sayAsChars + 20}
                className="mt-1 block h-10 w-full rounded-control border border-line bg-paper px-2 text-base"
                data-testid="pronounce-say-as"
              />
            </label>
            {sample ? (
              <button
                type="button"
                className="btn-secondary !min-h-11 !px-3 !text-sm sm:!min-h-10"
                onClick={playing ? sample.stop : hear}
                data-testid="pronounce-hear"
                data-state={sample.status ?? 'idle'}
              >
                {playing ? (
                  <Square aria-hidden className="size-4" />
                ) : (
                  <Play aria-hidden className="size-4" />
                )}
                {t('hear')}
              </button>
            ) : null}
            <button
              type="submit"
              className="btn-primary !min-h-11 !px-3 !text-sm sm:!min-h-10"
              disabled={dictionary.busy}
              data-testid="pronounce-save"
            >
              {t('save')}
            </button>
          </form>
          <div aria-live="polite" className="empty:hidden">
            {error ? (
              <p className="mt-2 text-sm text-danger" data-testid="pronounce-error">
                {error}
              </p>
            ) : saved ? (
              <p className="mt-2 text-sm text-ink-soft" data-testid="pronounce-saved">
                {dictionary.signedIn
                  ? t('savedAccount')
                  : scope === 'set'
                    ? t('savedSet')
                    : t('savedGreeting')}
              </p>
            ) : sample?.status === 'error' ? (
              <p className="mt-2 text-sm text-danger">{t('errorHear')}</p>
            ) : null}
          </div>
          {dictionary.entries.length === 0 ? (
            <p className="mt-3 text-xs text-ink-muted">{scope === 'set' ? t('emptySet') : t('empty')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-1" aria-label={t('listLabel')} data-testid="pronounce-list">
              {dictionary.entries.map((entry) => (
                <li key={entry.word} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">
                    <span className="font-medium text-ink">{entry.word}</span>
                    <span className="text-ink-muted"> → {entry.sayAs}</span>
                  </span>
                  <span className="flex shrink-0 gap-1">
                    <button
                      type="button"
                      className="btn-ghost !min-h-11 !min-w-11 !px-2 sm:!min-h-8 sm:!min-w-0"
                      aria-label={t('edit', { word: entry.word })}
                      onClick={() => {
                        setWord(entry.word);
                        setSayAs(entry.sayAs);
                        setSaved(false);
                      }}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      className="btn-ghost !min-h-11 !min-w-11 !px-2 sm:!min-h-8 sm:!min-w-0"
                      aria-label={t('remove', { word: entry.word })}
                      disabled={dictionary.busy}
                      data-testid="pronounce-remove"
                      onClick={async () => {
                        const reason = await dictionary.drop(entry);
                        setError(reason ? message(reason) : null);
                      }}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {dictionary.signedIn ? null : <p className="mt-2 text-xs text-ink-muted">{t('signInHint')}</p>}
        </section>
      ) : null}
    </div>
  );
}
