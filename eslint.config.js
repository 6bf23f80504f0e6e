import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

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
);
