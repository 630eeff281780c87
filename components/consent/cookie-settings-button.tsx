'use client';

import { useAppStore } from '@/stores/store-provider';

export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  const openConsent = useAppStore((s) => s.openConsent);
  return (
    <button type="button" className={className} onClick={openConsent}>
      {label}
    </button>
  );
}
