#!/usr/bin/env node
// Merge one namespace into every messages/<locale>.json in one quick read-modify-write,
// so engineers working in parallel add keys without clobbering each other's edits.
// Usage: node scripts/messages-merge.mjs <input.json>
// where input.json is { "<namespace>": { "en": {...}, "de": {...}, ... }, ... }.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const locales = ['en', 'de', 'el', 'es', 'fr', 'it', 'pt'];
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

for (const [namespace, perLocale] of Object.entries(input)) {
  const missing = locales.filter((l) => !(l in perLocale));
  if (missing.length) throw new Error(`${namespace}: missing locales ${missing.join(', ')}`);
}
for (const locale of locales) {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [namespace, perLocale] of Object.entries(input)) messages[namespace] = perLocale[locale];
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(tmp, file);
}
console.log(`merged ${Object.keys(input).join(', ')} into ${locales.length} locales`);
