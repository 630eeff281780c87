'use client';

import { useId } from 'react';

/** A range input with its label and its formatted value, also given to screen readers. */
export function LabelledSlider({
  label,
  value,
  min,
  max,
  step,
  valueText,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  onChange: (value: number) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div>
      {/* A value with its unit may not fit beside a long label in a narrow column: it wraps under it. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums text-ink">
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
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        data-testid={testId}
        className="mt-1 w-full accent-[var(--color-accent)]"
      />
    </div>
  );
}
