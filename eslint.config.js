import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The web app's layers (ARCHITECTURE.md): shared code (lib, components, config) → features →
 * app, one way; a feature reaches another only through its index.ts. Paths are from the root.
 */
const web = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  ...['lib', 'components', 'config'].map((shared) => ({
    target: `${web}/${shared}`,
    from: [`${web}/features`, `${web}/app`],
    message:
      'Shared code must not depend on a feature or the app shell; move what both need into lib/ or components/ui.',
  })),
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'A feature reaches another only through its index.ts.',
  })),
];

/*
 * The server's modules (ARCHITECTURE.md): a module reaches another only through its index.ts,
 * and so do jobs, plugins, gateways and the seed. app.ts (and server.ts, which starts it) is the
 * composition root: it also registers a module's routes.ts and plugin.ts, which no index
 * re-exports (a route file pulls in services that themselves use other modules' indexes).
 * Production code never imports the test support in src/test.
 */
const server = './apps/server/src';
const modules = readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const throughIndex = 'A module reaches another only through its index.ts (export what it may use there).';
const serverLayers = [
  ...modules.map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules`,
    except: [
      `./${module}`,
      ...modules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
    ],
    message: throughIndex,
  })),
  ...['jobs', 'plugins', 'gateways', 'pdf', 'db', 'config', 'test', 'start.ts'].map((outside) => ({
    target: `${server}/${outside}`,
    from: `${server}/modules`,
    except: modules.map((module) => `./${module}/index.ts`),
    message: throughIndex,
  })),
  ...['app.ts', 'server.ts'].map((root) => ({
    target: `${server}/${root}`,
    from: `${server}/modules`,
    except: modules.flatMap((module) =>
      ['index.ts', 'routes.ts', 'plugin.ts'].map((file) => `./${module}/${file}`),
    ),
    message: 'The composition root registers a module through its index.ts, routes.ts or plugin.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules (issue 13): a promise nobody awaits or catches, a promise where a
    // callback must return nothing, a switch over a union that forgets a case without saying so.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The production build renders with preact/compat (decision 0009): React-19-only APIs would
    // pass the component tests (React) and fail in what ships.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['use', 'useActionState', 'useOptimistic'],
              message: 'React 19 only: the production build renders with Preact (decision 0009).',
            },
            {
              name: 'react-dom',
              importNames: ['useFormStatus', 'preload', 'preinit', 'preconnect', 'prefetchDNS'],
              message: 'React 19 only: the production build renders with Preact (decision 0009).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests compose the app the way app/ does (a real store), so only their code under test is a feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webLayers,
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'A feature must not depend on the app shell; the app composes features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverLayers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // What ships must not reach the test support (stub gateway, helpers, fixtures, schemas).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverLayers,
            {
              target: server,
              from: `${server}/test`,
              message: 'Test support lives in src/test; production code must not import it.',
            },
          ],
        },
      ],
    },
  },
);
