// ESLint 9 flat config: typescript-eslint's recommended rules for all TypeScript, plus the
// architecture rule that keeps the engine package pure. Formatting is prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'packages/*/dist/**',
      'coverage/**',
      'test-artifacts/**',
      '.data/**',
      '.next/**',
      'web/.next/**',
      'web/next-env.d.ts',
      '**/*.d.ts',
      // Generated from openapi.yaml (npm run openapi:client); its build output.
      'clients/ts/src/schema.ts',
      'clients/ts/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The dashboard's service worker: plain JS in the worker's global scope.
    files: ['web/public/sw.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', URL: 'readonly' },
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      // `_name` marks a deliberately unused binding (destructuring to omit a field, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      // Nest modules are classes with decorators and no members.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // CommonJS entry points and configs.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The engine package (rules and computer players) is pure: no framework, no database, no I/O.
    // Its tests may read fixtures from disk and start threads; the engine itself may not.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'pg', 'pg-boss', 'express'],
              message: 'The engine must not depend on Nest, TypeORM or the database.',
            },
            {
              group: ['node:*', 'fs', 'path', 'child_process', 'net', 'http', 'https', 'worker_threads'],
              message: 'The engine does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard talks to the API over HTTP, typed by openapi.yaml (web/lib/api/schema.d.ts), and
    // runs the rules in the browser through the engine package (@entente/engine); it imports
    // nothing of the API's source. The browser tests, which start the API, are exempt.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['web/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/src/',
              message:
                'The dashboard does not import from api/src: use @entente/engine, the schema types, the API, or a generated copy (npm run sentences:web).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use require for JSON and loose typing for fixtures.
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.browser-spec.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
