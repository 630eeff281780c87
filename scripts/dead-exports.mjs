#!/usr/bin/env node
// Exports nobody imports: `node scripts/dead-exports.mjs` lists them and exits 1 while any
// remain. A small ts-prune on the TypeScript compiler (already a dependency) rather than another
// package: every import, re-export and dynamic import in the repository (tests, scripts and
// benchmarks included) marks what it reaches. Also listed, without failing: exports used only
// in their own file (drop the `export`) and exports only tests import; `--strict` fails on those
// too, `--types` adds exported types. Next's own entry points (pages, layouts, route handlers,
// config files) are used by the framework, not by an import, and are left out.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const strict = process.argv.includes('--strict');
/** Exported types are listed only with --types: an exported type costs nothing at run time. */
const withTypes = process.argv.includes('--types');

/** Files whose exports the framework or a tool reads by name (next-intl's request config too). */
const entryPoint =
  /^app\/(.*\/)?(page|layout|template|route|error|global-error|not-found|global-not-found|loading|default|opengraph-image|twitter-image|icon|apple-icon|sitemap|robots|manifest)(\.e2e)?\.(ts|tsx)$|^[^/]+\.(ts|mts|mjs|cjs)$|^(scripts|bench|e2e)\/|^lib\/i18n\/request\.ts$/;
const isTest = (file) => /\.test(-kit)?\.(ts|tsx)$|\.test\.(mts|mjs)$|^(tests|e2e)\//.test(file);

/** Kept on purpose, each with its reason. */
const allowed = new Map([
  ['lib/i18n/navigation.tsx redirect', "next-intl's navigation API, the one place pages take it from"],
  ['lib/i18n/navigation.tsx usePathname', "next-intl's navigation API, the one place pages take it from"],
  ['lib/i18n/navigation.tsx useRouter', "next-intl's navigation API, the one place pages take it from"],
  ['lib/i18n/navigation.tsx getPathname', "next-intl's navigation API, the one place pages take it from"],
]);

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(
  configFile,
  { noEmit: true, incremental: false },
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
// Plain JavaScript modules (scripts, workers) import TypeScript modules too.
const scripts = ts.sys
  .readDirectory(root, ['.mjs'], ['node_modules', '.next', 'data', 'public'])
  .filter((file) => !/\/(node_modules|\.next[^/]*|data|public)\//.test(relative(file)));
const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...scripts], options: parsed.options });
const checker = program.getTypeChecker();

const ours = program
  .getSourceFiles()
  .filter((sf) => !sf.isDeclarationFile && !/node_modules|\/\.next/.test(sf.fileName));

/** Symbol → 'app' (reached from product code) or 'test' (reached only from tests). */
const reached = new Map();
const mark = (symbol, from) => {
  // The whole alias chain: a barrel's re-export is used when something imports through it.
  for (let s = symbol; s;) {
    if (reached.get(s) !== 'app') reached.set(s, from);
    if (!(s.flags & ts.SymbolFlags.Alias)) break;
    const next = checker.getImmediateAliasedSymbol(s);
    if (!next || next === s) break;
    s = next;
  }
};
const markModule = (specifier, from) => {
  const moduleSymbol = checker.getSymbolAtLocation(specifier);
  if (moduleSymbol) for (const s of checker.getExportsOfModule(moduleSymbol)) mark(s, from);
};

for (const sf of ours) {
  const from = isTest(relative(sf.fileName)) ? 'test' : 'app';
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && node.importClause) {
      const { name, namedBindings } = node.importClause;
      if (name) mark(checker.getSymbolAtLocation(name), from);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) markModule(node.moduleSpecifier, from);
      if (namedBindings && ts.isNamedImports(namedBindings))
        for (const element of namedBindings.elements) mark(checker.getSymbolAtLocation(element.name), from);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.exportClause) {
      // `export * from`: the star's targets count as used only through the barrel (below).
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) markModule(specifier, from);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      markModule(node.argument.literal, from);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

/** Symbols referred to inside their own file other than where they are declared. */
function usedLocally(sf) {
  const used = new Set();
  const visit = (node) => {
    if (
      ts.isIdentifier(node) &&
      !(node.parent && 'name' in node.parent && node.parent.name === node && ts.isDeclaration(node.parent))
    ) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol) used.add(symbol);
      const exported = symbol && checker.getExportSymbolOfSymbol(symbol);
      if (exported) used.add(exported);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return used;
}

const dead = [];
const needless = [];
const testOnly = [];
for (const sf of ours) {
  const file = relative(sf.fileName);
  if (entryPoint.test(file) || isTest(file)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) continue;
  let local;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!withTypes && !(target.flags & ts.SymbolFlags.Value)) continue;
    const declaration = symbol.declarations?.[0];
    // Names a star re-export brings in are reported where they are declared.
    if (!declaration || declaration.getSourceFile() !== sf) continue;
    const { line } = sf.getLineAndCharacterOfPosition(declaration.getStart());
    if (allowed.has(`${file} ${symbol.name}`)) continue;
    const where = `${file}:${line + 1} ${symbol.name}`;
    const seen = reached.get(symbol);
    if (!seen) {
      local ??= usedLocally(sf);
      (local.has(symbol) || local.has(target) ? needless : dead).push(where);
    } else if (seen === 'test') testOnly.push(where);
  }
}

const report = (title, list) =>
  list.length && console.log(`${title} (${list.length}):\n  ${list.join('\n  ')}`);
report('Dead: exported, imported nowhere, unused in its own file', dead);
report('Exported needlessly: used only in its own file', needless);
report('Exports only tests import', testOnly);
process.exitCode = dead.length > 0 || (strict && needless.length + testOnly.length > 0) ? 1 : 0;
