// The browser's environment: every NEXT_PUBLIC_* variable, validated. Next inlines these at build
// time, and only where `process.env.NEXT_PUBLIC_X` is written out in full, so the literal reads
// live here and nowhere else (eslint.config.mjs forbids them elsewhere). Client code imports
// `publicEnv`; nothing secret belongs here (everything in it ships to every visitor). The server's
// variables are in env.ts, which also refuses a bad public value at start-up.
// No zod here: this module loads on every page (components/navigation/browser-behaviours.tsx), and
// a pattern per variable is all it checks, so a zod build would cost every first load ~20 KiB.

/** Each public variable on its own: a bad one is dropped without taking the others with it. */
const publicVariables = {
  /** Google Tag Manager container, loaded only after analytics consent; no tag manager when unset. */
  NEXT_PUBLIC_GTM_ID: {
    pattern: /^GTM-[A-Z0-9]{4,12}$/,
    expected: 'a Google Tag Manager container id such as GTM-AB12CD3',
  },
} as const;

type PublicVariable = keyof typeof publicVariables;
export type PublicEnv = { [K in PublicVariable]?: string };

/** The raw values, written literally so Next can inline them into the client bundle. */
const raw = (): Record<PublicVariable, string | undefined> => ({
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
});

/**
 * The valid values; an empty value counts as unset, and an invalid one is left out (the feature
 * it switches on stays off) with a line naming the variable and what was expected.
 */
export function parsePublicEnv(values: Partial<Record<PublicVariable, string | undefined>>): {
  env: PublicEnv;
  issues: string[];
} {
  const env: PublicEnv = {};
  const issues: string[] = [];
  for (const name of Object.keys(publicVariables) as PublicVariable[]) {
    const value = values[name] === '' ? undefined : values[name];
    if (value === undefined) continue;
    const rule = publicVariables[name];
    if (rule.pattern.test(value)) env[name] = value;
    else issues.push(`  ${name}: ${rule.expected}`);
  }
  return { env, issues };
}

const parsed = parsePublicEnv(raw());
if (parsed.issues.length > 0) {
  console.warn(`Invalid public environment configuration (ignored):\n${parsed.issues.join('\n')}`);
}

/** The public variables as the browser (and the server) sees them, bad values left out. */
export const publicEnv: Readonly<PublicEnv> = parsed.env;

/** The public part's problems, for the server's start-up check (env.ts), which refuses them. */
export const publicEnvIssues = (values: Partial<Record<string, string | undefined>>): string[] =>
  parsePublicEnv(values).issues;
