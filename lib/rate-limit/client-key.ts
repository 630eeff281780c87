/**
 * The client a request counts against: the first address in X-Forwarded-For (set by the reverse
 * proxy in front of the server), else X-Real-IP, else "local" (direct connections in development).
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 64);
  return 'local';
}
