'use client';

import { useId } from 'react';

/**
 * A labelled native range slider with its formatted value, also given to screen readers as
 * aria-valuetext; arrow keys, Page Up/Down, Home/End work. The studio's voice sliders and the
 * mixer's all use it.
 */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  valueText,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  onChange: (value: number) => void;
  testId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      {/* A value with its unit may not fit beside a long label in a narrow column: it wraps under it. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        {/* Disabled reads through colour, not opacity, so the text keeps AA contrast. */}
        <label htmlFor={id} className={`font-medium ${disabled ? 'text-ink-muted' : 'text-ink'}`}>
          {label}
        </label>
        <output
          htmlFor={id}
          className={`shrink-0 whitespace-nowrap tabular-nums ${disabled ? 'text-ink-muted' : 'text-ink-soft'}`}
        >
          {valueText}
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
        aria-valuetext={valueText}
        data-testid={testId}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        className="mt-1 block h-6 w-full cursor-pointer accent-accent disabled:cursor-not-allowed disabled:opacity-50"
      />
    </div>
  );
}
