import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/** Every folder under features/ is a feature: a new one is fenced in without editing this file. */
const features = readdirSync(new URL('./features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const downward = 'Imports go downward only: app → features → components → stores → lib.';

/** A feature never imports another feature: what two share moves down to components, stores or lib. */
const featureBoundaries = features.map((name) => ({
  files: [`features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features
              .filter((other) => other !== name)
              .flatMap((other) => [
                `**/features/${other}/**`,
                `@/features/${other}/**`,
                `**/features/${other}`,
                `@/features/${other}`,
                // From inside a feature a sibling is also one or more `../` away.
                ...['../', '../../', '../../../'].flatMap((up) => [`${up}${other}`, `${up}${other}/**`]),
              ]),
            message: 'Features must not import each other; move shared code to components/, stores/ or lib/.',
          },
        ],
      },
    ],
  },
}));

// Not a bare `**/app`: that would also match packages such as firebase-admin/app.
const upward = (layers) => layers.flatMap((layer) => [`**/${layer}/**`, `@/${layer}/**`, `@/${layer}`]);

/** React and the React bindings of libraries: UI code, which lib/ does not hold. */
const reactPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  '@tanstack/react-query',
  'zustand/react',
  'next/dynamic',
  'next/link',
  'next/navigation',
  'next-intl/navigation',
  'next-intl/react',
];

/** lib/ files allowed to hold React, each with its reason. */
const reactInLib = [
  // next-intl's createNavigation returns React components; the one place that wraps them.
  'lib/i18n/navigation.tsx',
];

/** Lower layers never reach up: lib is pure or server logic, stores hold state, components shared UI. */
const layerRules = [
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upward(['features', 'app']), message: downward }] },
      ],
    },
  },
  {
    files: ['stores/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upward(['features', 'app', 'components']), message: downward }] },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: reactInLib,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: upward(['features', 'app', 'components', 'stores']), message: downward },
            {
              group: reactPackages,
              message:
                'lib/ holds no React: UI code goes to components/ or features/ (exceptions: reactInLib in eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
  {
    files: reactInLib,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upward(['features', 'app', 'components', 'stores']), message: downward }] },
      ],
    },
  },
];

/**
 * An import that leaves its top-level folder uses the `@/` alias; inside one folder, relative paths.
 * A separate rule (the typescript-eslint twin of no-restricted-imports) so these patterns do not
 * replace the boundary rules above. `node scripts/alias-imports.mjs` fixes what it reports.
 */
const aliasedFolders = ['app', 'features', 'components', 'stores', 'lib', 'messages', 'tests', 'e2e'];
const aliasTargets = [...aliasedFolders, 'scripts', 'public', 'bench'];
const crossLayer = aliasedFolders.map((folder) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: aliasTargets
              .filter((other) => other !== folder)
              .flatMap((other) =>
                [1, 2, 3, 4, 5, 6].flatMap((up) => [
                  `${'../'.repeat(up)}${other}`,
                  `${'../'.repeat(up)}${other}/**`,
                ]),
              ),
            message:
              'Outside its own top-level folder, import with the @/ alias (node scripts/alias-imports.mjs).',
          },
        ],
      },
    ],
  },
}));

/**
 * Next inlines a public variable only where `process.env.NEXT_PUBLIC_X` is written out, so those
 * reads live in lib/env-public.ts, which validates them; everything else imports `publicEnv`.
 */
const publicEnvReads = [
  `MemberExpression[object.object.name='process'][object.property.name='env'][property.name=/^NEXT_PUBLIC_/]`,
  `MemberExpression[object.object.name='process'][object.property.name='env'][property.value=/^NEXT_PUBLIC_/]`,
  `VariableDeclarator[init.object.name='process'][init.property.name='env'] > ObjectPattern > Property[key.name=/^NEXT_PUBLIC_/]`,
].map((selector) => ({
  selector,
  message: `Read NEXT_PUBLIC_* variables through publicEnv (lib/env-public.ts), not process.env: they are validated there.`,
}));

/** Test helpers (`*.test-kit.tsx`) hold stand-ins and mocks: only tests import them. */
const testKitImport = {
  selector: 'ImportDeclaration[source.value=/\\.test-kit$/], ImportExpression[source.value=/\\.test-kit$/]',
  message: 'A *.test-kit module is a test helper: import it from tests only.',
};
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-kit.{ts,tsx}', 'tests/**', 'e2e/**', 'bench/**'];
const restrictedSyntax = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts}'],
    ignores: ['lib/env-public.ts', ...testFiles],
    rules: { 'no-restricted-syntax': ['error', ...publicEnvReads, testKitImport] },
  },
  {
    files: testFiles,
    rules: { 'no-restricted-syntax': ['error', ...publicEnvReads] },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules,
  ...featureBoundaries,
  ...crossLayer,
  ...restrictedSyntax,
];

export default config;
