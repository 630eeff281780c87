// docs/benchmarks.md is assembled from one block per section. A run rewrites the blocks it
// measured and keeps the others from the previous file, so `--only=<section>` refreshes one part
// without discarding the rest (each block carries its own date and machine load).

const open = (name) => `<!-- bench:section ${name} -->`;
const close = (name) => `<!-- /bench:section ${name} -->`;

/** Section blocks of an existing document, by name. */
export function parseSections(markdown) {
  const blocks = new Map();
  const re = /<!-- bench:section ([\w-]+) -->\n([\s\S]*?)\n<!-- \/bench:section \1 -->/g;
  for (const match of markdown.matchAll(re)) blocks.set(match[1], match[2]);
  return blocks;
}

/**
 * The whole document: the header, then every section in `order`, taking a fresh block from
 * `fresh` when there is one and the previous run's block otherwise.
 * @param {{ header: string, order: string[], fresh: Map<string, string>, previous: string, titles?: Record<string, string> }} input
 */
export function assembleDoc({ header, order, fresh, previous, titles }) {
  const old = parseSections(previous);
  const blocks = new Map();
  for (const name of order) {
    const body = fresh.get(name) ?? old.get(name);
    if (body !== undefined) blocks.set(name, body.trim());
  }
  const parts = [header.trimEnd()];
  const summary = titles ? budgetSummary(blocks, titles) : '';
  if (summary) parts.push(`Budgets at a glance (cells marked in each section's tables; details and causes below):\n\n${summary}`);
  for (const [name, body] of blocks) parts.push(`${open(name)}\n${body}\n${close(name)}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * Budgets at a glance: per section, how many table rows meet (✅) and miss (❌) their budget,
 * counted from the blocks the document will contain.
 */
export function budgetSummary(blocks, titles) {
  const rows = [];
  for (const [name, body] of blocks) {
    const lines = body.split('\n').filter((l) => l.startsWith('|'));
    const met = lines.reduce((n, l) => n + (l.match(/✅/g)?.length ?? 0), 0);
    const missed = lines.reduce((n, l) => n + (l.match(/❌/g)?.length ?? 0), 0);
    const failed = body.includes('This section failed in the last run');
    if (met + missed === 0 && !failed) continue;
    rows.push(`| ${titles[name] ?? name} | ${met} | ${missed}${failed ? ' (section failed)' : ''} |`);
  }
  if (rows.length === 0) return '';
  return ['| section | ✅ met | ❌ missed |', '|---|---:|---:|', ...rows].join('\n');
}
