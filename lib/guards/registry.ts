// Named route guards ("route middleware"): a page declares the guards it needs by name.
// An unknown name is a programming error that must surface as a 500 "Unknown middleware",
// never as a silently unguarded page.

export type GuardContext = {
  searchParams: Record<string, string | string[] | undefined>;
  cookies: { get(name: string): { value: string } | undefined };
};

/** allow: render the page; not-found: answer 404 without saying why (no existence leak). */
export type GuardResult = 'allow' | 'not-found';
export type Guard = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;

export class UnknownMiddlewareError extends Error {
  /** Next keeps a custom digest, so the error page can recognise this error in production. */
  readonly digest = 'UNKNOWN_MIDDLEWARE';
  constructor(readonly guardName: string) {
    super('Unknown middleware');
    this.name = 'UnknownMiddlewareError';
  }
}

export function createGuardRunner(registry: Record<string, Guard>) {
  return async function runGuards(names: readonly string[], ctx: GuardContext): Promise<GuardResult> {
    // Resolve every name first, so a typo fails even when an earlier guard would deny.
    const resolved = names.map((name) => {
      const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!guard) throw new UnknownMiddlewareError(name);
      return guard;
    });
    for (const guard of resolved) {
      if ((await guard(ctx)) !== 'allow') return 'not-found';
    }
    return 'allow';
  };
}
