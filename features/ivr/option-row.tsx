'use client';

import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ivrKeys, type IvrMenu, type IvrOption } from '../../lib/ivr/tree';
import type { IvrEdit } from '../../lib/ivr/edit';

const actionTypes = [
  'department',
  'operator',
  'voicemail',
  'repeat',
] as const satisfies readonly IvrOption['action']['type'][];

const control = 'h-9 rounded-control border border-line bg-paper px-2 text-[0.95rem] focus:border-accent';
const iconButton =
  'inline-flex size-9 items-center justify-center rounded-control text-ink-soft hover:bg-canvas disabled:opacity-30';

/** One option of a menu: its key, its name in the menu text, where it goes, and its place in the list. */
export function OptionRow({
  menu,
  index,
  dispatch,
  duplicate,
}: {
  menu: IvrMenu;
  index: number;
  dispatch: (edit: IvrEdit) => void;
  duplicate: boolean;
}) {
  const t = useTranslations('ivr');
  const option = menu.options[index];
  if (!option) return null;
  const number = index + 1;
  const id = `ivr-${menu.id}-${index}`;
  return (
    <li className="grid grid-cols-[4.5rem_1fr_auto] items-end gap-2 rounded-card border border-line p-2 @xl:grid-cols-[4.5rem_1fr_11rem_auto]">
      <div>
        <label htmlFor={`${id}-key`} className="block text-xs font-medium text-ink-soft">
          {t('keyLabel')}
        </label>
        <select
          id={`${id}-key`}
          value={option.key}
          aria-invalid={duplicate || undefined}
          aria-describedby={duplicate ? `${id}-problem` : undefined}
          onChange={(e) =>
            dispatch({
              type: 'option',
              menuId: menu.id,
              index,
              patch: { key: e.currentTarget.value as IvrOption['key'] },
            })
          }
          className={`${control} w-full ${duplicate ? 'border-danger' : ''}`}
          data-testid={`option-key-${index}`}
        >
          {ivrKeys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 @xl:col-span-1">
        <label htmlFor={`${id}-label`} className="block text-xs font-medium text-ink-soft">
          {t('labelLabel')}
        </label>
        <input
          id={`${id}-label`}
          value={option.label}
          maxLength={60}
          onChange={(e) =>
            dispatch({ type: 'option', menuId: menu.id, index, patch: { label: e.currentTarget.value } })
          }
          className={`${control} w-full`}
          data-testid={`option-label-${index}`}
        />
      </div>
      <div className="col-span-2 @xl:col-span-1">
        <label htmlFor={`${id}-action`} className="block text-xs font-medium text-ink-soft">
          {t('actionLabel')}
        </label>
        <select
          id={`${id}-action`}
          value={option.action.type}
          onChange={(e) =>
            dispatch({
              type: 'option-action',
              menuId: menu.id,
              index,
              action: e.currentTarget.value as (typeof actionTypes)[number],
            })
          }
          className={`${control} w-full`}
          data-testid={`option-action-${index}`}
        >
          {actionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`actions.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end gap-1">
        <button
          type="button"
          className={iconButton}
          disabled={index === 0}
          onClick={() => dispatch({ type: 'move-option', menuId: menu.id, index, by: -1 })}
          aria-label={t('moveUp', { number })}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={index === menu.options.length - 1}
          onClick={() => dispatch({ type: 'move-option', menuId: menu.id, index, by: 1 })}
          aria-label={t('moveDown', { number })}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={menu.options.length <= 1}
          onClick={() => dispatch({ type: 'remove-option', menuId: menu.id, index })}
          aria-label={t('remove', { number })}
          data-testid={`option-remove-${index}`}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {duplicate && (
        <p id={`${id}-problem`} className="col-span-full text-xs text-danger">
          {t('problems.duplicateKey')}
        </p>
      )}
    </li>
  );
}
