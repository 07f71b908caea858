import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'coverage/', 'data/', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': 'off',
    },
  },
  {
    // the dependency rule: the domain stays pure
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/application/**', '**/infrastructure/**', '**/api/**', '**/projections/**', '**/web/**'], message: 'domain/ imports nothing outside domain/' },
          { group: ['express', 'mongodb', '@eventstore/*', 'better-sqlite3', 'pino', 'inversify', 'node:*', 'fs'], message: 'domain/ does no I/O' },
        ],
      }],
    },
  },
  {
    files: ['application/**/*.ts', 'projections/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/infrastructure/**', '**/api/**', '**/web/**'], message: 'application/ and projections/ depend on ports, not adapters' }],
      }],
    },
  },
);
