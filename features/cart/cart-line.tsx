'use client';

import { Pause, Play, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ensurePlayer } from '@/components/player';
import type { CartItem } from '@/stores/slices/cart';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { useVoiceName } from '@/components/voices/voices-query';
import { LineActions } from './line-actions';
import type { CartLineProps } from './line-props';
import { LinePrice, Money } from './money';
import { useExampleFlags } from './use-example-flags';

const excerpt = (text: string) => {
  const plain = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 110 ? `${plain.slice(0, 110)}…` : plain;
};

export function CartLine({ item, line, currency, onRemove }: CartLineProps<CartItem>) {
  const t = useTranslations('cart');
  const ts = useTranslations('studio');
  const tm = useTranslations('mixer');
  const store = useAppStoreApi();
  const status = useAppStore((s) => s.player.status);
  const playerTitle = useAppStore((s) => s.player.title);
  const voiceName = useVoiceName(item.spec.voice.id);
  const examples = useExampleFlags(item.spec);
  const title = excerpt(item.spec.text).slice(0, 40) || t('untitled');
  const playing = status === 'playing' && playerTitle === title;

  const play = () => {
    ensurePlayer(store)
      .then((c) => c.toggle(item.spec, title))
      .catch(() =>
        store.getState().setPlayer({ status: 'error', errorCode: 'failed', retryAfterSeconds: null }),
      );
  };
  // The whole draft comes back (fields included) and the studio's save updates this line.
  const edit = () => {
    const state = store.getState();
    state.setEditing({
      id: item.id,
      spec: structuredClone(item.spec),
      script: item.script ? structuredClone(item.script) : { template: null, values: {}, filled: null },
    });
    state.closePanel();
    // After the panel's close animation, bring the studio into view.
    setTimeout(
      () => document.getElementById('studio')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      200,
    );
  };

  return (
    <li className="rounded-card border border-line bg-paper p-4" data-testid="cart-item">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink">{ts(`useCases.${item.spec.useCase}`)}</p>
          <p className="mt-1 text-sm break-words text-ink-soft">{excerpt(item.spec.text) || t('untitled')}</p>
          <p className="mt-1 text-xs text-ink-muted">
            {t('lineMeta', {
              voice: voiceName,
              words: line?.words ?? 0,
              preset: tm(`presets.${item.spec.preset}`),
            })}
          </p>
          {examples.length > 0 ? (
            <p className="mt-1 flex items-start gap-1.5 text-xs text-warning" data-testid="cart-example-flag">
              <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
              <span className="break-words">
                {t('exampleFlag', {
                  list: examples
                    .map((e) =>
                      e.kind === 'blank'
                        ? t('exampleFlagBlank', { field: ts(`fields.${e.field}`) })
                        : `${ts(`fields.${e.field}`)} (${e.value})`,
                    )
                    .join(', '),
                })}
              </span>
            </p>
          ) : null}
        </div>
        <LinePrice net={line?.net} currency={currency}>
          {line && line.voiceSurcharge > 0 ? (
            <p className="text-xs text-ink-muted" data-testid="cart-voice-surcharge">
              {t('voiceSurcharge')} +<Money minor={line.voiceSurcharge} currency={currency} />
            </p>
          ) : null}
          {line && line.discount > 0 ? (
            <p className="text-xs text-success">
              <Money minor={line.unitPrice} currency={currency} className="line-through" /> {t('setDiscount')}
            </p>
          ) : null}
        </LinePrice>
      </div>
      <LineActions onEdit={edit} onRemove={onRemove}>
        <button
          type="button"
          className="btn-ghost text-sm"
          onClick={play}
          aria-pressed={playing}
          data-testid="cart-play"
        >
          {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {playing ? t('pause') : t('play')}
        </button>
      </LineActions>
    </li>
  );
}
