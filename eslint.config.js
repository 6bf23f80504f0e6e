import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The ability files of packages/rules (each plugs in alone). */
const ABILITY_FILES = readdirSync(new URL('./packages/rules/src/abilities', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);

/** The engine floor's files (only engine/rule-set.ts may import abilities/). */
const ENGINE_FILES = readdirSync(new URL('./packages/rules/src/engine', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);

/** packages/rules/src's floors, bottom to top (folders on one floor may import each other). */
const RULES_FLOORS = [
  ['kernel'],
  ['content', 'map'],
  ['combat', 'setup-draft'],
  ['wire'],
  ['state'],
  ['board'],
  ['hooks'],
  ['rules'],
  ['abilities'],
  ['engine'],
  ['view', 'index.ts'],
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The rules engine is pure: no I/O, no frameworks, no randomness outside the state.
    files: ['packages/rules/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:.*|fs|path|http|https|net|child_process|crypto|os|express|socket\\.io.*|react.*|better-sqlite3|pg|ioredis|zustand)$',
              message: 'packages/rules is pure: no I/O or framework imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'setTimeout', 'setInterval', 'process'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the state.' },
        { object: 'Date', property: 'now', message: 'The rules engine has no clock.' },
      ],
    },
  },
  {
    // The rules engine's floors, bottom to top: a folder may import only from the floors below it (type
    // imports too). scripts/import-cycles.mjs checks there is no cycle inside a floor either. Abilities
    // plug in through their contract (hooks/contract.ts): only engine/rule-set.ts names them, and no
    // ability imports another.
    files: ['packages/rules/src/**/*.ts'],
    ignores: ['packages/rules/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: RULES_FLOORS.slice(0, -1)
            .flatMap((floor, i) =>
              floor.map((target) => ({
                target: `./packages/rules/src/${target}`,
                from: RULES_FLOORS.slice(i + 1)
                  .flat()
                  .map((above) => `./packages/rules/src/${above}`),
                message: `packages/rules floors: ${target}/ imports only from the floors below it (eslint.config.js RULES_FLOORS).`,
              })),
            )
            .concat(
              ABILITY_FILES.map((file) => ({
                target: `./packages/rules/src/abilities/${file}`,
                from: './packages/rules/src/abilities',
                except: [`./${file}`],
                message: 'An ability imports no other ability: what they share lives on a lower floor.',
              })),
              [
                {
                  target: [
                    ...ENGINE_FILES.filter((f) => f !== 'rule-set.ts').map(
                      (f) => `./packages/rules/src/engine/${f}`,
                    ),
                    './packages/rules/src/view',
                  ],
                  from: './packages/rules/src/abilities',
                  message: 'Only the rule set (engine/rule-set.ts) names an ability: consult it or a hook.',
                },
              ],
            ),
        },
      ],
    },
  },
);
