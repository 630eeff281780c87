'use client';

import { useTranslations } from 'next-intl';
import { extensionSchema, placeholderTargets, voicemailBoxSchema, type IvrTargets } from '@/lib/ivr/targets';
import type { IvrTree } from '@/lib/ivr/tree';

/** What the visitor typed, per field: "operator", "voicemailBox" or a department's prompt id. */
export type TargetInputs = Record<string, string>;

/** The valid entries as the set's targets, and the fields that hold something invalid. */
export function readTargets(
  tree: IvrTree,
  inputs: TargetInputs,
): { targets: IvrTargets; invalid: Set<string> } {
  const invalid = new Set<string>();
  const departments: Record<string, string> = {};
  const take = (field: string, schema: typeof extensionSchema) => {
    const raw = inputs[field]?.trim();
    if (!raw) return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) invalid.add(field);
    return parsed.data;
  };
  for (const option of tree.menus.flatMap((m) => m.options)) {
    if (option.action.type !== 'department') continue;
    const value = take(option.action.promptId, extensionSchema);
    if (value) departments[option.action.promptId] = value;
  }
  const operator = take('operator', extensionSchema);
  const voicemailBox = take('voicemailBox', voicemailBoxSchema);
  return {
    targets: {
      ...(Object.keys(departments).length > 0 ? { departments } : {}),
      ...(operator ? { operator } : {}),
      ...(voicemailBox ? { voicemailBox } : {}),
    },
    invalid,
  };
}

/** The set's targets as the inputs show them (a restored draft or cart line). */
export function targetInputs(targets: IvrTargets | undefined): TargetInputs {
  return {
    ...(targets?.departments ?? {}),
    ...(targets?.operator ? { operator: targets.operator } : {}),
    ...(targets?.voicemailBox ? { voicemailBox: targets.voicemailBox } : {}),
  };
}

const input = 'h-9 rounded-control border bg-paper px-2.5 text-[0.95rem] focus:border-accent';

/** Extensions per department, the operator and the voicemail box for the generated dialplan. */
export function SetTargets({
  tree,
  inputs,
  invalid,
  onChange,
}: {
  tree: IvrTree;
  inputs: TargetInputs;
  invalid: ReadonlySet<string>;
  onChange: (field: string, value: string) => void;
}) {
  const t = useTranslations('ivr');
  const fields = [
    ...tree.menus
      .flatMap((m) => m.options)
      .flatMap((o) => (o.action.type === 'department' ? [{ field: o.action.promptId, label: o.label }] : []))
      // The placeholder each field shows is the one the dialplan falls back to.
      .map((f, i) => ({ ...f, placeholder: String(placeholderTargets.firstDepartment + i) })),
    { field: 'operator', label: t('targetOperator'), placeholder: placeholderTargets.operator },
    { field: 'voicemailBox', label: t('targetVoicemail'), placeholder: placeholderTargets.voicemailBox },
  ];
  return (
    <fieldset className="mt-3" data-testid="ivr-targets">
      <legend className="text-base font-semibold">{t('targetsTitle')}</legend>
      <p className="text-sm text-ink-soft">{t('targetsHint')}</p>
      <div className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {fields.map(({ field, label, placeholder }) => {
          const id = `ivr-target-${field}`;
          const bad = invalid.has(field);
          return (
            <div key={field}>
              <label htmlFor={id} className="block text-xs font-medium text-ink-soft">
                {label}
              </label>
              <input
                id={id}
                inputMode={field === 'voicemailBox' ? 'text' : 'numeric'}
                autoComplete="off"
                maxLength={44}
                value={inputs[field] ?? ''}
                placeholder={placeholder}
                aria-invalid={bad || undefined}
                aria-describedby={bad ? `${id}-problem` : undefined}
                onChange={(e) => onChange(field, e.currentTarget.value)}
                className={`${input} ${field === 'voicemailBox' ? 'w-44' : 'w-28'} ${bad ? 'border-danger' : 'border-line'}`}
                data-testid={id}
              />
              {bad && (
                <p id={`${id}-problem`} className="text-xs text-danger">
                  {t(field === 'voicemailBox' ? 'voicemailBoxInvalid' : 'targetInvalid')}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
