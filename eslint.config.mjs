import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const features = ['studio', 'mixer', 'cart', 'checkout', 'auth', 'account', 'orders', 'samples'];

/** A feature never imports another feature: what two share moves down to components, stores or lib. */
const featureBoundaries = features.map((name) => ({
  files: [`features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features.filter((other) => other !== name).flatMap((other) => [`**/features/${other}/**`, `@/features/${other}/**`, `**/features/${other}`]),
            message: 'Features must not import each other; move shared code to components/, stores/ or lib/.',
          },
        ],
      },
    ],
  },
}));

/** Lower layers never reach up into the app or features. */
const layerRules = [
  {
    files: ['lib/**/*.{ts,tsx}', 'stores/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '@/features/**', '**/app/**', '@/app/**'], message: 'Imports go downward only: app → features → components → stores → lib.' }] },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'public/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
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
];

export default config;
