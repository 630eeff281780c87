// Every lib module that touches the database or reads a secret is marked `import 'server-only'`,
// so a client component that reaches it fails the build instead of shipping it to the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const secrets =
  /\b(APP_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|PAYPAL_CLIENT_SECRET|BOT_CHECK_SECRET_KEY|S3_SECRET_ACCESS_KEY|FIREBASE_SERVICE_ACCOUNT_JSON|SMTP_URL|DATABASE_URL)\b/;
const database = /from '(?:\.\.\/)+db\/client'|from '@\/lib\/db\/client'/;

/** Allowed without the marker, each with its reason. */
const exceptions: Record<string, string> = {
  'lib/env.ts': 'the validator itself: scripts and benchmarks outside Next read it too',
  'lib/db/schema.ts': 'table definitions only (drizzle-kit reads it); names APP_SECRET in a comment',
};

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test[.-]|test-helper|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

const code = (file: string) => readFileSync(path.join(root, file), 'utf8');
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('server-only', () => {
  const marked = sources('lib').filter((file) => !(file in exceptions));

  it('marks every lib module that touches the database or reads a secret', () => {
    const unmarked = marked.filter((file) => {
      const text = withoutComments(code(file));
      const sensitive = (secrets.test(text) || database.test(text)) && file !== 'lib/db/client.ts';
      return (sensitive || file === 'lib/db/client.ts') && !/^import 'server-only';/m.test(text);
    });
    expect(unmarked).toEqual([]);
  });

  it('lists only exceptions that still exist', () => {
    for (const file of Object.keys(exceptions)) expect(code(file).length, file).toBeGreaterThan(0);
  });
});
