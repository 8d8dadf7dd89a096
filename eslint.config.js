// One flat config for every workspace (STYLE §7).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The features that exist: a zone for each, so a new one is covered too.
const webFeatures = readdirSync('apps/web/src/features', {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The features a feature may import besides itself, never the other way:
// search shows its results on the map feature's view (its map-view slot).
const featureImports = { search: ['map'] };

// STYLE §6: features never import each other (but as featureImports says);
// shared code never imports a feature.
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [feature, ...(featureImports[feature] ?? [])].map((f) => `./${f}`),
  message: 'Features do not import each other: compose them in app/.',
}));

// The server's layers (docs/decisions/0018): each folder under src/ (and
// each root file) imports only what server-layers.json lists for it; the
// test folder-imports.test.ts checks the same table. A part the table does
// not list for another is forbidden to it, a new folder too.
const serverSrc = resolve('apps/server/src');
const { mayImport } = JSON.parse(
  readFileSync(`${serverSrc}/layering/server-layers.json`, 'utf8'),
);
const serverParts = readdirSync(serverSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || /(?<!\.test)\.ts$/.test(entry.name))
  .map((entry) => entry.name);
const isFolder = (part) => !part.endsWith('.ts');
// A part's files; `withTests` false leaves its *.test.ts files out.
const partFiles = (part, withTests) => {
  if (!isFolder(part)) {
    const name = part.slice(0, -'.ts'.length);
    return `${serverSrc}/${name}${withTests ? '?(.test)' : ''}.ts`;
  }
  return `${serverSrc}/${part}/**/${withTests ? '*' : '!(*.test)'}.ts`;
};
const serverZones = Object.entries(mayImport)
  .filter(([, allowed]) => allowed !== '*')
  .flatMap(([part, allowed]) =>
    serverParts
      .filter((other) => other !== part && !allowed.includes(other))
      .map((other) => ({
        // Tests may import testing/; nothing else may.
        target: partFiles(part, other !== 'testing'),
        from: isFolder(other)
          ? `${serverSrc}/${other}/**`
          : `${serverSrc}/${other}`,
        except: allowed
          .filter((entry) => entry.startsWith(`${other}/`))
          // Exceptions of a glob zone are globs: 'a/b.ts' -> 'a/@(b.ts)'.
          .map((entry) =>
            entry.replace(
              /^[^*]*\/([^/*]+)$/,
              (path, name) => path.slice(0, -name.length) + `@(${name})`,
            ),
          )
          .map((entry) => `${serverSrc}/${entry}`),
        message: `${part} imports only ${allowed.join(', ') || 'libraries'} (apps/server/src/layering/server-layers.json).`,
      })),
  );

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Parse imported TypeScript too, so rules that follow imports (cycles)
      // see past the first file.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/src/**/': 'KEBAB_CASE' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/hooks',
                './apps/web/src/utils',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code does not import features or app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import app/.',
            },
            ...serverZones,
            {
              target: './packages',
              from: ['./apps'],
              message: 'Packages import no app.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'Neither app imports the other.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'Neither app imports the other.',
            },
          ],
        },
      ],
    },
  },
  {
    // The generator runs beside the server, never inside it (docs/decisions/0017).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@edge/synthetic-data', '@edge/synthetic-data/*'],
              message:
                'The server runs the generator as a process (docs/decisions/0017); it never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tools and the web's own build scripts talk to the terminal.
    files: ['tools/**', 'apps/*/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['apps/web/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Web tests fake the API with fakeApi (src/testing/fake-api.ts): its
    // answers pass the contract schemas and the api functions still run.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='spyOn'][arguments.0.name='apiClient']",
          message:
            'Fake the API with fakeApi() from src/testing/fake-api, not a spy on apiClient.',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/(\\/api\\/|api-client)/]",
          message:
            'Fake the API with fakeApi() from src/testing/fake-api, not a mocked api module.',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='stubGlobal'][arguments.0.value='fetch']",
          message:
            'Fake the API with fakeApi() from src/testing/fake-api, not a fetch stub.',
        },
      ],
    },
  },
  prettier,
);
