// One type-aware linter for every area; Prettier owns formatting (eslint-config-prettier turns off style rules).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // The isomorphic shared/ code: no Node, no DOM, no server.
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['node:*', 'sequelize', 'koa', 'koa-*', '@koa/*', '**/server/**', 'react', 'react-dom', 'electron'],
        },
      ],
    },
  },
  {
    // Browser code (web, admin, shared client code): React rules, no Node, no server, no Electron.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/ui/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'sequelize', 'koa', 'koa-*', '@koa/*', '**/server/**', 'electron', 'pg', 'sqlite3'] },
      ],
    },
  },
  {
    // Tests of browser code run in Node and may use its modules.
    files: ['apps/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@fluentui/*', 'electron', '**/apps/**'] }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Config files and module declarations must use default exports.
    files: ['eslint.config.js', '*.config.ts', '**/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
