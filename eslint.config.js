// One lint config for the monorepo: type-checked TypeScript rules everywhere,
// React hook rules and the shared -> features -> app import direction in the web app
// (features never import each other), and the API's boundaries (plugins/ and db/
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

/** apps/web/src/features/<feature>: each may import only itself and shared code. */
const webFeatures = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, no-restricted-paths cannot resolve
    // extensionless imports and silently never fires.
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import direction: shared code (components, lib, config) -> features -> app,
      // and no feature imports another: what two features share moves to lib/ or components/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/config',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: `features/${feature} may not import another feature: move what they share to lib/ or components/.`,
            })),
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
