// The browser's environment: every NEXT_PUBLIC_* variable, validated with zod. Next inlines these
// at build time, and only where `process.env.NEXT_PUBLIC_X` is written out in full, so the literal
// reads live here and nowhere else (eslint.config.mjs forbids them elsewhere). Client code imports
// `publicEnv`; nothing secret belongs here (everything in it ships to every visitor). The server's
// variables are in env.ts, which also refuses a bad public value at start-up.
import { z } from 'zod';

/** Each public variable on its own: a bad one is dropped without taking the others with it. */
const publicVariables = {
  /** Google Tag Manager container, loaded only after analytics consent; no tag manager when unset. */
  NEXT_PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager container id such as GTM-AB12CD3')
    .optional(),
};

export const publicEnvSchema = z.object(publicVariables);
export type PublicEnv = z.infer<typeof publicEnvSchema>;
type PublicVariable = keyof PublicEnv;

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
    const parsed = publicVariables[name].safeParse(value);
    if (parsed.success) env[name] = parsed.data;
    else issues.push(`  ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
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
