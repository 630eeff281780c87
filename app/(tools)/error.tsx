'use client';

import { ErrorView } from '@/components/errors/error-view';

export default function ErrorBoundary(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
