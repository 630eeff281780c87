'use client';

import { useId } from 'react';

/** A labelled native range slider with its value shown; arrow keys, Page Up/Down, Home/End work. */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
  testId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const shown = format(value);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        {/* Disabled reads through colour, not opacity, so the text keeps AA contrast. */}
        <label htmlFor={id} className={`font-medium ${disabled ? 'text-ink-muted' : 'text-ink'}`}>
          {label}
        </label>
        <output
          htmlFor={id}
          className={`shrink-0 whitespace-nowrap tabular-nums ${disabled ? 'text-ink-muted' : 'text-ink-soft'}`}
        >
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        data-testid={testId}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        className="mt-1 block h-6 w-full cursor-pointer accent-accent disabled:cursor-not-allowed disabled:opacity-50"
      />
    </div>
  );
}
