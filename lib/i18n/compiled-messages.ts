import compile from 'icu-minify/compile';

/**
 * Messages as the browser formats them: every ICU message compiled on the server (icu-minify), so
 * the browser's `t()` is next-intl's format-only runtime (under 1 KiB) instead of
 * intl-messageformat and its parser (about 10 KiB gzip on every page, #29). next.config.ts aliases
 * the formatter for browser bundles only; the server keeps the full one, which
 * `lib/i18n/format-message-node.ts` extends to these compiled messages for server rendering.
 */
export type CompiledMessages = { [key: string]: CompiledMessages | string | unknown[] };

/**
 * A compiled message that is plain text stays a string, unless the full formatter would read it
 * as ICU (a brace, a tag, an apostrophe before a special character: left over from escapes such
 * as `'{'website'}'`). Those become a one-part array, which format-only joins back to the same
 * text and the server's formatter hands to format-only too: both sides print it identically.
 */
function compileOne(key: string, message: string): string | unknown[] {
  let compiled: string | unknown[];
  try {
    compiled = compile(message);
  } catch (error) {
    throw new Error(`Message ${key} is not valid ICU: ${(error as Error).message}`);
  }
  if (typeof compiled === 'string') return /[{}<>']/.test(compiled) ? [compiled] : compiled;
  // The compiler builds plural and select options without a prototype, which React refuses to
  // pass to a client component: plain JSON instead.
  return JSON.parse(JSON.stringify(compiled)) as unknown[];
}

function compileTree(tree: Record<string, unknown>, prefix: string): CompiledMessages {
  const out: CompiledMessages = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix + key;
    if (typeof value === 'string') out[key] = compileOne(id, value);
    else if (value && typeof value === 'object')
      out[key] = compileTree(value as Record<string, unknown>, `${id}.`);
    else throw new Error(`Message ${id} is neither text nor a namespace`);
  }
  return out;
}

// Each locale's messages are one module object, compiled once per server process.
const cache = new WeakMap<object, CompiledMessages>();

export function compileMessages(messages: object): CompiledMessages {
  let compiled = cache.get(messages);
  if (!compiled) {
    compiled = compileTree(messages as Record<string, unknown>, '');
    cache.set(messages, compiled);
  }
  return compiled;
}
