// One lint config for the monorepo: type-checked TypeScript rules everywhere,
// React hook rules and the shared -> features -> app import direction in the web
// app, the operator console and the shops' portal beside it (features never
// import each other; the console imports nothing of the web app, and the
// console and the portal share only components, lib and config), and the API's boundaries (plugins/ and db/
// import no module; a module imports no other module's repository, plugin or
// routes at runtime: scripts/api-boundaries.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apiImportZones, noRestrictedRuntimePaths } from './scripts/api-boundaries.mjs';

/** <src>/features/<feature>: each may import only itself and shared code. */
function featuresOf(src) {
  return readdirSync(path.join(import.meta.dirname, src, 'features'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * A React app's import direction: shared code (components, lib, config) ->
 * features -> app, and no feature imports another: what two features share
 * moves to lib/ or components/.
 */
function reactAppZones(src) {
  return [
    { target: `${src}/features`, from: `${src}/app` },
    { target: `${src}/components`, from: [`${src}/features`, `${src}/app`] },
    { target: `${src}/lib`, from: [`${src}/features`, `${src}/app`] },
    { target: `${src}/config`, from: [`${src}/features`, `${src}/app`] },
    ...featuresOf(src).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `features/${feature} may not import another feature: move what they share to lib/ or components/.`,
    })),
  ];
}

/**
 * The shops' portal (apps/console/src/portal, issue 27) is a second app of
 * the console's build: it uses the console's shared code (components, lib,
 * config) and has the same direction inside, but the console's features and
 * app never import it, nor it theirs; shared code imports neither app.
 */
const consoleSrc = './apps/console/src';
const portalSrc = `${consoleSrc}/portal`;
const portalZones = [
  ...reactAppZones(portalSrc),
  {
    target: portalSrc,
    from: [`${consoleSrc}/app`, `${consoleSrc}/features`],
    message: "The portal uses the console's shared code only, never its app or features.",
  },
  {
    target: [
      `${consoleSrc}/app`,
      `${consoleSrc}/features`,
      `${consoleSrc}/components`,
      `${consoleSrc}/lib`,
      `${consoleSrc}/config`,
    ],
    from: portalSrc,
    message: 'Nothing of the console imports the shops portal (src/portal).',
  },
];

function appZones(app) {
  const src = `./apps/${app}/src`;
  return app === 'console' ? [...reactAppZones(src), ...portalZones] : reactAppZones(src);
}

const apiZones = apiImportZones(import.meta.dirname);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      '**/coverage/**',
      '**/test-results*/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/**/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', 'scripts/**/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['bench/**', 'scripts/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  ...['web', 'console'].map((app) => ({
    files: [`apps/${app}/src/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, no-restricted-paths cannot resolve
    // extensionless imports and silently never fires.
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: appZones(app) }],
    },
  })),
  {
    // The customer's app loads the customer's endpoint table alone: the whole
    // table would bring the console's calls into its first screens (decision 050).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rosto/contract/endpoints',
              allowTypeImports: true,
              message:
                "Import values from '@rosto/contract/customer-endpoints'; types may come from here.",
            },
            {
              name: '@rosto/contract/console-endpoints',
              message: "The console's calls stay out of the customer's app (decision 050).",
            },
          ],
        },
      ],
    },
  },
  {
    // The operator console never shares code with the customer's app (decision
    // 050): what both need lives in packages/contract.
    files: ['apps/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The exceptions, test tooling and no app code: the fake camera's
            // video writer, which the console's face approval journey uses too,
            // the head-turn answers its API enrolments send (decision 064), and
            // the wait for a screen's animations before axe judges it.
            {
              regex: '(^|/)web/(?!e2e/(y4m|turn-answers|animations)$)|^@rosto/web(/|$)',
              message: 'The console imports nothing of apps/web (decision 050).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests are left out: like cli/, they compose the app and set up state.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: {
      'import-x': importX,
      rosto: { rules: { 'no-restricted-runtime-paths': noRestrictedRuntimePaths } },
    },
    // Without a resolver that knows .ts, the rules cannot resolve extensionless
    // imports and silently never fire.
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiZones.layers }],
      'rosto/no-restricted-runtime-paths': ['error', { zones: apiZones.modules }],
    },
  },
);
