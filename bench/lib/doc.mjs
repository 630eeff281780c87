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
 * @param {{ header: string, order: string[], fresh: Map<string, string>, previous: string }} input
 */
export function assembleDoc({ header, order, fresh, previous }) {
  const old = parseSections(previous);
  const parts = [header.trimEnd()];
  for (const name of order) {
    const body = fresh.get(name) ?? old.get(name);
    if (body === undefined) continue;
    parts.push(`${open(name)}\n${body.trim()}\n${close(name)}`);
  }
  return `${parts.join('\n\n')}\n`;
}
