// The API's import boundaries (README "Architecture"), shared by eslint.config.js
// and their test (api-boundaries.test.mjs). Built from the folders on disk, so a
// new module is covered without editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';

const restrictedPaths = importX.rules['no-restricted-paths'];

/** True for `import type …`, `export type … from`, and `import { type A, type B }`. */
function isTypeOnly(declaration) {
  if (declaration?.importKind === 'type' || declaration?.exportKind === 'type') return true;
  const specifiers = declaration?.type === 'ImportDeclaration' ? declaration.specifiers : [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type');
}

/**
 * import-x's no-restricted-paths (4.18 has no option for this) blind to
 * type-only imports: they vanish from the build, so they make no runtime
 * dependency, and a module may type its deps with another module's types.
 */
export const noRestrictedRuntimePaths = {
  meta: restrictedPaths.meta,
  create(context) {
    const report = (descriptor) => {
      if (!isTypeOnly(descriptor.node?.parent)) context.report(descriptor);
    };
    return restrictedPaths.create(Object.create(context, { report: { value: report } }));
  },
};

/**
 * The zones, relative to `root` (the repository): `layers` for
 * import-x/no-restricted-paths, `modules` for the runtime-only rule above.
 */
export function apiImportZones(root) {
  const src = path.join(root, 'apps/api/src');
  const modulesDir = path.join(src, 'modules');
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** What no other module may import at runtime: a module's SQL, wiring and HTTP. */
  const privateFiles = [
    `${modulesDir}/*/**/*repository.ts`,
    `${modulesDir}/*/plugin.ts`,
    `${modulesDir}/*/routes.ts`,
  ];
  return {
    layers: [
      {
        target: [
          './apps/api/src/plugins',
          './apps/api/src/db',
          './apps/api/src/staff-auth',
          './apps/api/src/jobs',
        ],
        from: './apps/api/src/modules',
        message:
          'plugins/, db/, staff-auth/ and jobs/ sit below the modules: compose in app.ts (or src/seed.ts), or move what they share out of modules/.',
      },
    ],
    modules: modules.map((module) => ({
      target: `./apps/api/src/modules/${module}`,
      from: privateFiles,
      except: [`${modulesDir}/${module}/**`],
      message: `modules/${module} may not import another module's repository, plugin.ts or routes.ts at runtime: use its decorator (typed with \`import type\`).`,
    })),
  };
}
