// Where the ONNX models live and whether they are the ones we measured. They are
// put there by `npm run models` (scripts/face-models.mjs); nothing here downloads.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import manifest from './models.json';
import { FaceEngineError } from './types';

export type ModelRole =
  | 'detector'
  | 'landmarks'
  | 'embedding'
  | 'liveness'
  | 'descriptor'
  | 'human-antispoof'
  | 'human-liveness'
  | 'deep-tree';

export const modelManifest = manifest as {
  packages: Record<string, { version: string; integrity: string }>;
  files: { role: ModelRole; name: string; bytes: number; sha256: string; package: string }[];
};

/** apps/api/models, found from this module in src/ or from the bundle in dist/. */
export function defaultModelsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const { name } = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string };
      if (name === '@rosto/api') return join(dir, 'models');
    }
    dir = dirname(dir);
  }
  return join(process.cwd(), 'models');
}

/**
 * The model files' bytes by role, each checked against its SHA-256. Missing or
 * altered files fail with FACE_SERVICE_UNAVAILABLE and say how to fix it.
 */
export function loadModelFiles(dir: string): Record<ModelRole, Uint8Array> {
  const files = {} as Record<ModelRole, Uint8Array>;
  const problems: string[] = [];
  for (const file of modelManifest.files) {
    const path = join(dir, file.name);
    if (!existsSync(path)) {
      problems.push(`${file.name} is missing`);
      continue;
    }
    const bytes = readFileSync(path);
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
      problems.push(`${file.name} does not match its checksum`);
      continue;
    }
    files[file.role] = bytes;
  }
  if (problems.length > 0) {
    throw new FaceEngineError(
      'FACE_SERVICE_UNAVAILABLE',
      `face models in ${dir}: ${problems.join(', ')}. Run \`npm run models\` to fetch them.`,
    );
  }
  return files;
}
