import { cookies } from 'next/headers';
import { runGuards } from '@/lib/guards';

// Browser-test fixture (built only with GS_E2E_ROUTES=1): a page that declares a guard
// the registry does not know, which must answer 500 "Unknown middleware".
export default async function GuardCheckPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await runGuards(['auth', 'no-such-guard'], { searchParams: await searchParams, cookies: await cookies() });
  return <p>unreachable</p>;
}
