// The EU's VIES service through its REST API (POST {base}/check-vat-number): is this VAT id
// registered? A well-formed id alone proves nothing (issue 20, item 6: DE000000000 was paid net),
// so reverse charge needs VIES's "valid". When VIES cannot answer — member state down, timeout,
// our network — the result is 'unavailable' and VAT is charged.
import { z } from 'zod';
import type { ViesStatus } from '../db/schema';
import { isWellFormedVatId, normalizeVatId, vatPrefix, type EuCountry, isEuCountry } from './vat';

export type ViesCheck = {
  status: ViesStatus;
  checkedAt: Date;
  /** VIES's consultation number (only when asked with a requester id). */
  requestIdentifier: string | null;
};

/** Checks one VAT id (normalized, with its prefix) of an EU country. Never throws. */
export type ViesChecker = (country: EuCountry, vatId: string) => Promise<ViesCheck>;

const responseSchema = z
  .object({
    valid: z.boolean().optional(),
    requestIdentifier: z.string().optional(),
    userError: z.string().optional(),
    errorWrappers: z.array(z.object({ error: z.string() })).optional(),
  })
  .loose();

/** VIES's answers that are about the number itself; every other error means "ask again later". */
const invalidErrors = new Set(['INVALID', 'INVALID_INPUT']);

/** valid / invalid from a VIES body, or 'unavailable' for its service errors (MS_UNAVAILABLE…). */
export function interpretViesResponse(body: unknown): ViesStatus {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) return 'unavailable';
  const { valid, userError, errorWrappers } = parsed.data;
  const error = errorWrappers?.[0]?.error ?? (userError && userError !== 'VALID' ? userError : null);
  if (error) return invalidErrors.has(error) ? 'invalid' : 'unavailable';
  if (valid === true) return 'valid';
  if (valid === false) return 'invalid';
  return 'unavailable';
}

export type ViesOptions = {
  endpoint: string;
  timeoutMs?: number;
  /** How long a definite answer (valid/invalid) is reused; 'unavailable' is never cached. */
  cacheMs?: number;
  now?: () => number;
};

const MAX_CACHED = 1000;

export function createViesClient(options: ViesOptions): ViesChecker {
  const base = options.endpoint.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheMs = options.cacheMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  // The cart quote asks as the buyer types: a definite answer is kept a while, per id.
  const cache = new Map<string, { check: ViesCheck; until: number }>();

  return async (country, vatId) => {
    const key = normalizeVatId(vatId);
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.check;
    const prefix = vatPrefix(country);
    let status: ViesStatus = 'unavailable';
    let requestIdentifier: string | null = null;
    try {
      const response = await fetch(`${base}/check-vat-number`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ countryCode: prefix, vatNumber: key.slice(prefix.length) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      // VIES answers a bad number with 200 or 400 and a body saying so; a 5xx is its own trouble.
      status = response.status >= 500 ? 'unavailable' : interpretViesResponse(body);
      const parsed = responseSchema.safeParse(body);
      requestIdentifier = (parsed.success && parsed.data.requestIdentifier) || null;
    } catch {
      status = 'unavailable';
    }
    const check: ViesCheck = { status, checkedAt: new Date(now()), requestIdentifier };
    if (status !== 'unavailable') {
      cache.set(key, { check, until: now() + cacheMs });
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    }
    return check;
  };
}

/**
 * The VIES check a buyer's VAT decision needs, or null when none does: no id, not an EU
 * country, an id that is not even well-formed, or a buyer in the seller's own country (domestic
 * sales are taxed whatever the id says).
 */
export async function viesCheckFor(
  checker: ViesChecker | null,
  input: { country: string; vatId?: string | null; sellerCountry: string },
): Promise<ViesCheck | null> {
  const { country, vatId, sellerCountry } = input;
  if (!vatId || !isEuCountry(country) || country === sellerCountry) return null;
  if (!isWellFormedVatId(country, vatId)) return null;
  if (!checker) return { status: 'unavailable', checkedAt: new Date(), requestIdentifier: null };
  return checker(country, normalizeVatId(vatId));
}
