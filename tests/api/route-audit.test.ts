// Walks every app/api/**/route.ts and checks the conventions that keep bad input harmless:
// every handler is wrapped by apiRoute (no stack or empty 500 ever reaches a client), bodies are
// read only through the shared capped readers, what is read is validated (zod), caps above 64 KiB
// are explained, and errors use the { error: { code, message } } shape. Exemptions carry reasons.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.join(process.cwd(), 'app', 'api');
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const mutations = new Set(['POST', 'PUT', 'PATCH']);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

const routes = routeFiles(apiDir).map((file) => ({
  name: path.relative(process.cwd(), file).split(path.sep).join('/'),
  source: readFileSync(file, 'utf8'),
}));

const exported = (source: string) =>
  methods.filter((m) => new RegExp(`export (const ${m}\\b|(async )?function ${m}\\b)`).test(source));

/** The shared readers: each caps the body and answers 413/400 in the API's error shape. */
const sharedReaders =
  /\b(readJsonBody|readTextBody|readTtsRequest|guardAuthRoute|paymentStepHandler|operatorOrderBodyAction|operatorBodyRoute)\(/;
/** Validation through zod, directly or inside a shared helper that parses with a schema. */
const validates =
  /\.safeParse\(|\.parse\(|\b(guardAuthRoute|paymentStepHandler|parsePreviewRequest|parseGreetingSpec|readTtsRequest|orderAccessFromUrl|parseOrderSearch|signedLinkRoute|operatorOrderBodyAction|operatorBodyRoute)\(/;

const bodilessAction =
  'an operator action named by its path: the id is only a key for the order lookup (unknown ids are a 404) and no body is read';

/** Routes that read input without a zod schema, and why that is safe. */
const validationExemptions: Record<string, string> = {
  'app/api/webhooks/stripe/route.ts':
    'the raw body is verified by stripe.webhooks.constructEvent (HMAC over the exact bytes) before any field is read',
  'app/api/music/route.ts':
    'the one query value is checked by the isLocale type guard, anything else is a 400',
  'app/api/samples/[id]/route.ts': 'the id is only a key into the sample catalog; unknown ids are a 404',
  'app/api/voices/[id]/sample/route.ts':
    'the id is only a key into the voice registry; unknown ids are a 404',
  'app/api/admin/reports/oss/route.ts':
    'the one query value must match the quarter pattern YYYY-Qn (parseQuarter), anything else is a 400',
  'app/api/admin/orders/[id]/cancel/route.ts': bodilessAction,
  'app/api/admin/orders/[id]/links/route.ts': bodilessAction,
  'app/api/admin/orders/[id]/resend/route.ts': bodilessAction,
};

/** Mutations whose path says everything: they read no body at all. */
const bodyless = new Set([
  'app/api/admin/orders/[id]/cancel/route.ts',
  'app/api/admin/orders/[id]/links/route.ts',
  'app/api/admin/orders/[id]/resend/route.ts',
]);

/** Bodies above 64 KiB, and why (the route's own comment must say so too). */
const largerBodies: Record<string, number> = {
  'app/api/cart/quote/route.ts': 256,
  'app/api/checkout/route.ts': 256,
  'app/api/webhooks/stripe/route.ts': 512,
};

/** Named caps shared by a route family; each is pinned to 64 KiB below. */
const sharedCapSources = [
  ['lib/tts/api-schema.ts', 'ttsMaxBodyBytes'],
  ['lib/render/preview-http.ts', 'previewMaxBodyBytes'],
  ['lib/auth/route-guard.ts', 'authRouteMaxBodyBytes'],
] as const;
const sharedCaps: string[] = sharedCapSources.map(([, name]) => name);

/** Handlers not yet wrapped by apiRoute, with the reason. Keep this empty. */
const notWrapped: Record<string, string> = {};

describe('API route audit', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => r.name)).toContain('app/api/tts/route.ts');
  });

  it('wraps every exported handler in apiRoute', () => {
    const problems: string[] = [];
    for (const { name, source } of routes) {
      if (name in notWrapped) continue;
      for (const method of exported(source)) {
        if (!new RegExp(`export const ${method} = apiRoute\\(`).test(source))
          problems.push(`${name}: ${method} is not wrapped by apiRoute`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads request bodies only through the shared capped readers', () => {
    const problems: string[] = [];
    for (const { name, source } of routes) {
      if (/\brequest\.(json|text|formData|arrayBuffer|blob)\(|\.body\.getReader\(/.test(source))
        problems.push(`${name}: reads the body directly (uncapped)`);
      const hasBodyMethod = exported(source).some((m) => mutations.has(m));
      if (hasBodyMethod && !bodyless.has(name) && !sharedReaders.test(source)) problems.push(`${name}: no shared body reader`);
    }
    expect(problems).toEqual([]);
  });

  it('validates what it reads: bodies, query strings and path parameters', () => {
    const problems: string[] = [];
    for (const { name, source } of routes) {
      // operatorOrderAction hands the route its path id (lib/backoffice/action-route.ts).
      const readsInput = sharedReaders.test(source) || /searchParams|\bparams\b|\boperatorOrderAction\(/.test(source);
      if (!readsInput) continue;
      if (name in validationExemptions) {
        // An exemption that no longer applies hides nothing, but should go.
        if (validates.test(source)) problems.push(`${name}: validates now; remove its exemption`);
        continue;
      }
      if (!validates.test(source)) problems.push(`${name}: reads input without a zod schema`);
    }
    expect(problems).toEqual([]);
  });

  it('caps bodies at 64 KiB unless the route explains a larger cap', () => {
    const problems: string[] = [];
    for (const { name, source } of routes) {
      // The back-office helpers take their cap first and use it for both the early 413 and the
      // body read (lib/backoffice/action-route.ts): it must be given, as a literal.
      const caps = [
        ...[...source.matchAll(/read(?:Json|Text)Body\(request(?:,\s*([^)]+))?\)/g)].map((m) => m[1]),
        ...[...source.matchAll(/\boperator(?:OrderAction|OrderBodyAction|BodyRoute)\(\s*([^,]+),/g)].map((m) => m[1] ?? 'missing'),
      ];
      for (const cap of caps) {
        const arg = cap?.trim();
        if (!arg) continue; // the default, 64 KiB
        if (sharedCaps.includes(arg)) continue; // 64 KiB, checked below
        // A named cap counts when the route defines it as a literal (it also gates the request early).
        const named = /^[A-Za-z_$][\w$]*$/.test(arg)
          ? new RegExp(`const ${arg} = (\\d+\\s*\\*\\s*1024);`).exec(source)?.[1]
          : undefined;
        const kib = /^(\d+)\s*\*\s*1024$/.exec(named ?? arg)?.[1];
        if (!kib) {
          problems.push(`${name}: cap "${arg}" is not a literal N * 1024`);
          continue;
        }
        const n = Number(kib);
        if (n <= 64) continue;
        if (largerBodies[name] !== n) problems.push(`${name}: ${n} KiB is not in the audit's list`);
        else if (!new RegExp(`${n} KiB`).test(source)) problems.push(`${name}: no comment explains ${n} KiB`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the shared readers and helpers at 64 KiB', () => {
    for (const [file, constant] of sharedCapSources) {
      const source = readFileSync(path.join(process.cwd(), file), 'utf8');
      expect(source, file).toMatch(new RegExp(`${constant}\\s*=\\s*64 \\* 1024`));
    }
    const payment = readFileSync(path.join(process.cwd(), 'lib/orders/payment/step-route.ts'), 'utf8');
    expect(payment).toMatch(/readJsonBody\(request, (\d{1,4})\)/);
  });

  it('answers errors in the API shape, never as bare text', () => {
    const problems: string[] = [];
    for (const { name, source } of routes) {
      for (const match of source.matchAll(/new Response\(([^;]*?)status:\s*(\d{3})/gs)) {
        if (Number(match[2]) >= 400) problems.push(`${name}: new Response with status ${match[2]}`);
      }
      if (/Response\.json\(\s*\{\s*error:\s*['"`]/.test(source))
        problems.push(`${name}: error as a bare string`);
    }
    expect(problems).toEqual([]);
  });

  it('lists no exemption for a route that does not exist', () => {
    const names = new Set(routes.map((r) => r.name));
    for (const name of [
      ...Object.keys(validationExemptions),
      ...Object.keys(largerBodies),
      ...Object.keys(notWrapped),
    ])
      expect(names.has(name), name).toBe(true);
  });
});
