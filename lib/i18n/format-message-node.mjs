// Aliased as `use-intl/format-message` for the server (next.config.ts); the browser gets
// format-only. The server formats both kinds of message: raw ICU strings (server components,
// e-mails, route answers: the request config and loadMessages) with the full formatter, and the
// compiled messages a client component receives from NextIntlClientProvider (server rendering of
// client components) with format-only, exactly as the browser formats them when it hydrates.
// Plain JavaScript: the full formatter is imported by file (its package name is the one aliased
// here), and that file has no type declarations of its own.
import formatOnly from 'use-intl/format-message/format-only';
import full from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';

export default function formatMessage(...args) {
  return Array.isArray(args[1]) ? formatOnly(...args) : full(...args);
}

// t.raw() reads a message without formatting it: the raw messages of the server allow it.
formatMessage.raw = true;
