#!/usr/bin/env node
// Import cycles: `node scripts/import-cycles.mjs` lists every loop in the product code's import graph
// (app, components, features, stores, lib; tests left out) and exits 1 while any is not allowed.
// A loop means two modules each need the other, so neither can be read, tested or moved alone.
// Static imports, re-exports, `import()` and `import('…').Type` all count; a loop whose closing
// edges are type-only (`import type`, erased at build) may stay when it is listed in `allowed`
// with its reason. scripts/import-cycles.test.ts runs the same check in `npm test`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** Loops kept on purpose: every file of the loop matches `files`, and the loop needs its type-only
 * edges (a loop of run-time imports is never allowed). */
export const allowed = [
  {
    files: /^stores\/(app-store|draft|slices\/[\w-]+)\.ts$/,
    reason:
      "zustand's typed-slice pattern: the store composes the slices, and each slice's creator is " +
      'typed with the whole AppState (`import type`), so its set/get see every other slice; ' +
      'draft.ts picks the saved draft out of that same AppState',
  },
];

/** Product source files under `dirs` (relative to `base`), tests and test kits left out. */
export function sourceFiles(base = root, dirs = ['app', 'components', 'features', 'stores', 'lib']) {
  return dirs
    .flatMap((dir) => ts.sys.readDirectory(path.join(base, dir), ['.ts', '.tsx', '.mts']))
    .filter((file) => !/\.test(-kit)?\.(ts|tsx|mts)$|\.d\.ts$/.test(file));
}

function compilerOptions(base) {
  const configFile = ts.findConfigFile(base, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) return { moduleResolution: ts.ModuleResolutionKind.Bundler, baseUrl: base };
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile)).options;
}

/** Every import of `file`: `{ spec, typeOnly }`. */
function importsOf(file) {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (!!named &&
          ts.isNamedExports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ spec: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The graph among `files`: file → Map(target → typeOnly), an edge type-only when every import of
 * that target is. */
export function importGraph(files, base = root) {
  const options = compilerOptions(base);
  const inGraph = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = new Map();
    for (const { spec, typeOnly } of importsOf(file)) {
      const target = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!target || !inGraph.has(target) || target === file) continue;
      edges.set(target, (edges.get(target) ?? true) && typeOnly);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each sorted. */
function loops(graph, keep = () => true) {
  let index = 0;
  const at = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const connect = (v) => {
    at.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const [w, typeOnly] of graph.get(v) ?? []) {
      if (!keep(typeOnly)) continue;
      if (!at.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), at.get(w)));
    }
    if (low.get(v) === at.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) result.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!at.has(v)) connect(v);
  return result;
}

/** The loops not allowed, as lists of paths relative to `base`. */
export function forbiddenCycles(graph, base = root, allow = allowed) {
  const rel = (files) => files.map((f) => path.relative(base, f).split(path.sep).join('/'));
  const runtime = loops(graph, (typeOnly) => !typeOnly).map(rel);
  const typeOnly = loops(graph)
    .map(rel)
    .filter((files) => !allow.some((a) => files.every((f) => a.files.test(f))))
    .filter((files) => !runtime.some((r) => r.every((f) => files.includes(f))));
  return [...runtime, ...typeOnly];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = forbiddenCycles(importGraph(sourceFiles()));
  for (const files of cycles) console.log(`import cycle: ${files.join(' ↔ ')}`);
  if (cycles.length > 0) process.exit(1);
  console.log('No import cycles beyond the allowed type-only ones.');
}
