import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsIn = (dir) => readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * The public-entry rule: a file in `<base>/<a>/` may import `<base>/<b>/` (b ≠ a) only
 * through the paths in `entries` (globs under `<base>/<b>/`). Test fixtures (`*.testing.ts`)
 * are open to tests: they never reach a bundle or a route.
 */
function publicEntryZones(base, areas, entries, message) {
  return areas.map((a) => ({
    target: `./${base}/${a}`,
    from: areas.filter((b) => b !== a).map((b) => path.join(root, base, b, '**')),
    except: [...entries.map((e) => path.join(root, base, '*', e)), path.join(root, '**/*.testing.{ts,tsx}')],
    message,
  }));
}

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
    // tests and their helpers (*.testing.ts, imported by tests only) may build from the slices
    ignores: ['**/*.test.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/infrastructure/**', '**/api/**', '**/web/**'], message: 'application/ and projections/ depend on ports, not adapters' }],
      }],
    },
  },
  {
    // imports resolve as TypeScript does, for both tsconfigs (server and web)
    plugins: { 'import-x': importX },
    settings: {
      // the TypeScript preset's parsers and extensions, so the rules follow imports into .ts/.tsx files
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // a cycle makes module order decide what is initialised: never on purpose
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          // a feature's tags.ts is public too: another feature's writes invalidate those tags (its api.ts)
          ...publicEntryZones('web/src/features', dirsIn('web/src/features'), ['index.ts', 'tags.ts'],
            "another feature's insides: import its public entry, features/<name>/index.ts (or its tags.ts)"),
          // one direction: app/ composes the features (store, router, mount, the features list); nothing it composes imports it
          { target: ['./web/src/features', './web/src/components', './web/src/lib'], from: path.join(root, 'web/src/app'),
            message: 'app/ composes the features and imports them, never the reverse: what a feature needs from app/ belongs in lib/ (or components/)' },
          // the shared layers serve every feature and know none
          { target: ['./web/src/components', './web/src/lib'], from: path.join(root, 'web/src/features'),
            message: 'components/ and lib/ serve every feature and import none: a feature hands them what they need' },
        ],
      }],
      // the server reaches the web as types only; a value only from a domain limits or period file (no imports, framework-free)
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/api/**', '**/application/**', '**/projections/**', '**/infrastructure/**'],
            allowTypeImports: true, message: 'the web imports server code as types only (import type)' },
          { regex: '(^|/)domain/(?![\\w-]+/(limits|period)$)', allowTypeImports: true,
            message: 'from domain/ the web takes values only out of a limits or period file (no imports, framework-free); the rest as types' },
        ],
      }],
    },
  },
  {
    files: ['api/features/**/*.ts', 'application/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          ...publicEntryZones('api/features', dirsIn('api/features'), ['index.ts', 'schemas.ts'],
            "another API feature's insides: only its schemas.ts (or index.ts) is public"),
          // ports/, reactors/ (the reactor mechanism) and processing/ (retry timing) serve every area
          ...publicEntryZones('application', dirsIn('application').filter((d) => !['ports', 'reactors', 'processing'].includes(d)),
            ['index.ts', 'read-model.ts'],
            "another application area's insides: only its read-model.ts (or index.ts) is public; ports/, reactors/ and processing/ are shared"),
        ],
      }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // a missing dependency is a stale-closure bug: an error, not a warning
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The player drives an HTMLVideoElement through a ref it is handed (el.currentTime = …).
    // The React Compiler rules read a hook's arguments as frozen props and its useMemo of
    // imperative actions as unpreservable; both guard the compiler's own rewrites, and this
    // build does not run the compiler. Every other compiler rule stays on here too.
    files: ['web/src/features/player/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/immutability': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },
  {
    // An object URL is an external resource: made in an effect and revoked by its cleanup,
    // so this one hook sets state from an effect (making it in render leaks or, under
    // StrictMode, shows a revoked URL). Every preview goes through it.
    files: ['web/src/lib/useObjectUrl.ts'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
);
