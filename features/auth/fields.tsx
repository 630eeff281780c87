'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-control border border-line bg-paper px-3 py-2.5 text-base text-ink outline-none transition-colors duration-150 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent-soft aria-[invalid=true]:border-danger';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
};

export function TextField({
  label,
  value,
  onChange,
  hint,
  ref,
  ...props
}: FieldProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle; `describedBy` links the live policy hints. */
export function PasswordField({
  label,
  value,
  onChange,
  describedBy,
  ...props
}: FieldProps & { describedBy?: string }) {
  const t = useTranslations('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-12`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="off"
          {...props}
        />
        <button
          type="button"
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-control text-ink-muted hover:text-ink"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
    </div>
  );
}
