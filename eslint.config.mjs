// ESLint 9 flat config: typescript-eslint's recommended rules for all TypeScript, plus the
// architecture rule that keeps the rules engine pure. Formatting is prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
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
    // The rules engine is pure: no framework, no database, no I/O (architecture.md).
    files: ['api/src/rules/**/*.ts'],
    // Tests of the engine may read fixtures from disk; the engine itself may not.
    ignores: ['api/src/rules/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'pg', 'pg-boss', 'express'],
              message: 'The rules engine must not depend on Nest, TypeORM or the database.',
            },
            {
              group: ['node:*', 'fs', 'path', 'child_process', 'net', 'http', 'https'],
              message: 'The rules engine does no I/O.',
            },
            {
              group: ['**/api/src/*', '../*/**', '!../core/**', '!../chess007/**', '!../coalition/**', '!../*'],
              message: 'The rules engine imports only from api/src/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The computer players are pure like the engine they build on: no framework, no I/O, only
    // the rules engine and themselves. worker.ts, the thread entry, is the one exception.
    files: ['api/src/computer/**/*.ts'],
    ignores: ['api/src/computer/**/*.spec.ts', 'api/src/computer/worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'pg', 'pg-boss', 'express'],
              message: 'The computer players must not depend on Nest, TypeORM or the database.',
            },
            {
              group: ['node:*', 'fs', 'path', 'child_process', 'net', 'http', 'https', 'worker_threads'],
              message: 'The computer players do no I/O (worker.ts is their thread entry).',
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard talks to the API over HTTP, typed by openapi.yaml (web/lib/api/schema.d.ts); of
    // the API's source it may import only the rules engine's public entry, which it runs in the
    // browser. The browser tests, which start the API, are exempt.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['web/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/src/(?!rules$)',
              message:
                'The dashboard does not import from api/src except the rules engine (api/src/rules): use the schema types, the API, or a generated copy (npm run sentences:web).',
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
