'use client';

import { Printer } from 'lucide-react';

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-secondary" onClick={() => window.print()}>
      <Printer aria-hidden className="size-4" />
      {label}
    </button>
  );
}
