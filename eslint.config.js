// One type-aware linter for every area; Prettier owns formatting (eslint-config-prettier turns off style rules).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// What browser code (web, admin, shared client code, the desktop renderer) may never import.
const browserForbidden = ['node:*', 'sequelize', 'koa', 'koa-*', '@koa/*', '**/server/**', 'electron', 'pg', 'sqlite3'];
// What the isomorphic contracts (shared/, the desktop bridge) may never import.
const isomorphicForbidden = [
  'node:*',
  'sequelize',
  'koa',
  'koa-*',
  '@koa/*',
  '**/server/**',
  'react',
  'react-dom',
  'electron',
];
// Desktop main and preload are Node/Electron code: no React, no Fluent, no client code of apps/.
const desktopNodeForbidden = [
  {
    group: ['react', 'react-*', 'react/**', '@fluentui/*', '@griffel/*', '@tanstack/*', 'i18next', '**/apps/**'],
    message:
      'Desktop main and preload never import React, Fluent or client code: they run in Node, outside the browser.',
  },
  {
    regex: '^\\.{1,2}/(?:.*/)?(?:admin|web|ui|renderer)(?:/|$)',
    message: 'Desktop main and preload never import apps/admin, apps/web, apps/ui or the renderer.',
  },
];

// The admin app is three layers: the shell (apps/admin/shell: layout, navigation, guards, the route
// map) routes to the features; the features (every other folder of apps/admin) build on the kit
// (apps/admin/kit: the widgets and editing forms every feature shares) and on the app's services.
// A folder added to apps/admin is a feature unless it is named here.
const adminLayers = ['shell', 'kit', 'queries', 'connection', 'locales'];
const adminFeatures = readdirSync(`${import.meta.dirname}/apps/admin`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !adminLayers.includes(entry.name))
  .map((entry) => entry.name);
const anyAdminFeature = adminFeatures.join('|');
const adminFeatureInternals = {
  regex: `^(?:\\.\\.?/)+(?:${anyAdminFeature})/`,
  message:
    'Outside an admin feature, import it only through its public face, its index.ts (`../<feature>`), never its files.',
};
const adminShellForbidden = {
  regex: '^(?:\\.\\.?/)+shell(?:/|$)',
  message: 'Only the admin entry (apps/admin/index.ts) imports the shell: the shell routes to the features, not back.',
};
const adminKitForbidden = {
  regex: `^(?:\\.\\.?/)+(?:${anyAdminFeature}|shell)(?:/|$)`,
  message: 'The admin kit is shared by every feature: it imports no feature and not the shell.',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.cjs'] },
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
    // The isomorphic shared/ code and the desktop contract (imported by main, preload and renderer):
    // no Node, no DOM, no server, no Electron.
    files: ['shared/**/*.ts', 'apps/desktop/bridge.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: isomorphicForbidden }],
    },
  },
  {
    // Browser code (web, admin, shared client code, desktop renderer): React rules, no Node, no
    // server, no Electron.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/ui/**/*.{ts,tsx}',
      'apps/admin/**/*.{ts,tsx}',
      'apps/desktop/renderer/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: browserForbidden }],
    },
  },
  {
    // Admin kit: widgets and forms every feature uses, so they know no feature and not the shell.
    files: ['apps/admin/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: browserForbidden }, adminKitForbidden] }],
    },
  },
  {
    // Admin features: another feature only through its index.ts; never the shell.
    files: adminFeatures.map((feature) => `apps/admin/${feature}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: browserForbidden }, adminFeatureInternals, adminShellForbidden] },
      ],
    },
  },
  {
    // The admin shell imports the features it routes to through their index.ts.
    files: ['apps/admin/shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: browserForbidden }, adminFeatureInternals] }],
    },
  },
  {
    // The admin app's services (queries, connection, session, host…): features through their
    // index.ts, never the shell; only the entry, index.ts, exports the shell.
    files: ['apps/admin/{queries,connection,locales}/**/*.{ts,tsx}', 'apps/admin/*.{ts,tsx}'],
    ignores: ['apps/admin/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: browserForbidden }, adminFeatureInternals, adminShellForbidden] },
      ],
    },
  },
  {
    // The desktop renderer reaches the main process only through window.chamberDesktop.
    files: ['apps/desktop/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: browserForbidden },
            {
              regex: '^\\.\\./(?:main|preload)(?:/|$)',
              message: 'The renderer talks to main only through the preload bridge (bridge.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Desktop main process: Node code (node globals), Electron, never React or client code.
    files: ['apps/desktop/main/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: desktopNodeForbidden }],
    },
  },
  {
    // The preload: `electron` and the contract, nothing else (it is bundled for the sandbox).
    files: ['apps/desktop/preload/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...desktopNodeForbidden,
            {
              regex: '^(?!electron$|\\.\\./bridge$)',
              message: 'The preload imports only electron and ../bridge: it runs sandboxed, bundled alone.',
            },
          ],
        },
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
    // The mail templates are the server's only React: rendered to a mail's HTML with react-email's
    // components. They still never reach into the apps (nor Fluent, which is for screens).
    files: ['server/mail/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react-dom', '@fluentui/*', 'electron', '**/apps/**'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Config files and module declarations must use default exports.
    files: ['eslint.config.js', '*.config.ts', '**/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
