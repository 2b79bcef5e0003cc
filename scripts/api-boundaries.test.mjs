// Proves the API's import boundaries fire (a rule whose resolver cannot find a
// file reports nothing): lints small snippets with only those rules, a
// forbidden and an allowed import per zone. Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { apiImportZones, noRestrictedRuntimePaths } from './api-boundaries.mjs';

const root = path.join(import.meta.dirname, '..');
const zones = apiImportZones(root);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  baseConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: {
        'import-x': importX,
        rosto: { rules: { 'no-restricted-runtime-paths': noRestrictedRuntimePaths } },
      },
      settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: zones.layers }],
        'rosto/no-restricted-runtime-paths': ['error', { zones: zones.modules }],
      },
    },
  ],
});

/** The rule ids reported for `code` as if it were the file at `file` (under apps/api/src). */
async function reported(file, code) {
  const [result] = await eslint.lintText(`${code}\n`, {
    filePath: path.join(root, 'apps/api/src', file),
  });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const layers = 'import-x/no-restricted-paths';
const modules = 'rosto/no-restricted-runtime-paths';

test('plugins/ may not import a module, even its types', async () => {
  assert.deepEqual(
    await reported(
      'plugins/app/x.ts',
      "import { createUsersRepository } from '../../modules/user/repository';",
    ),
    [layers],
  );
  assert.deepEqual(
    await reported('plugins/app/x.ts', "import type { Pins } from '../../modules/pin/pins';"),
    [layers],
  );
  assert.deepEqual(
    await reported('plugins/app/x.ts', "import { systemClock } from './clock';"),
    [],
  );
});

test('db/ may not import a module', async () => {
  assert.deepEqual(
    await reported(
      'db/x.ts',
      "import { sandboxPartners } from '../modules/partners/sandbox-partners';",
    ),
    [layers],
  );
  assert.deepEqual(await reported('db/x.ts', "import { users } from './schema';"), []);
});

test("a module may not import another module's repository at runtime; its types it may", async () => {
  assert.deepEqual(
    await reported(
      'modules/wallet/x.ts',
      "import { createUsersRepository } from '../user/repository';",
    ),
    [modules],
  );
  assert.deepEqual(
    await reported(
      'modules/wallet/x.ts',
      "import type { UsersRepository } from '../user/repository';",
    ),
    [],
  );
  assert.deepEqual(
    await reported('modules/wallet/x.ts', "import { type UserRow } from '../user/repository';"),
    [],
  );
  assert.deepEqual(
    await reported('modules/user/x.ts', "import { createUsersRepository } from './repository';"),
    [],
  );
});

test("a module may not import another module's plugin.ts or routes.ts at runtime", async () => {
  assert.deepEqual(await reported('modules/wallet/x.ts', "import user from '../user/plugin';"), [
    modules,
  ]);
  assert.deepEqual(
    await reported('modules/wallet/x.ts', "import userRoutes from '../user/routes';"),
    [modules],
  );
  // Its rules (service and rule files) are its public surface.
  assert.deepEqual(
    await reported(
      'modules/wallet/x.ts',
      "import { paymentLimitsOf } from '../payments/payment-limits';",
    ),
    [],
  );
});

test('eslint.config.js applies both rules, with these zones, to the API source', async () => {
  const config = await new ESLint({ cwd: root }).calculateConfigForFile(
    path.join(root, 'apps/api/src/modules/wallet/wallet-service.ts'),
  );
  const [layerLevel, layerOptions] = config.rules[layers];
  const [moduleLevel, moduleOptions] = config.rules[modules];
  assert.equal(layerLevel, 2);
  assert.deepEqual(layerOptions.zones, zones.layers);
  assert.equal(moduleLevel, 2);
  assert.deepEqual(moduleOptions.zones, zones.modules);
});
