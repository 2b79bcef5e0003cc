// The shared face photos (`../shared/faces` beside the repository) for tests and
// benchmarks. They are never copied into the repository. Where the folder is
// absent, tests that need it are skipped with `sharedFacesMissing` as the
// reason on a developer's machine, and fail in CI (as a missing PostgreSQL
// does): a green CI must mean the face tests ran.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SharedFace {
  file: string;
  /** Same string = same person; null = not for matching. */
  identity: string | null;
  /** How many faces the photo shows. */
  faces: number | 'several';
}

/** The repository root: the folder whose package.json declares the workspaces. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 10; i += 1) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in (JSON.parse(readFileSync(pkg, 'utf8')) as object))
      return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export const sharedFacesDir = resolve(repoRoot(), '../shared/faces');
const manifestPath = join(sharedFacesDir, 'manifest.json');

export const sharedFacesAvailable = existsSync(manifestPath);

/** Skip the tests that need the photos: only outside CI, where a missing folder is a failure. */
export const skipWithoutSharedFaces = !sharedFacesAvailable && !process.env.CI;

export const sharedFacesMissing = `the shared face photos are not at ${sharedFacesDir} (skipped)`;

export function sharedFaces(): SharedFace[] {
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { images: SharedFace[] }).images;
}

/**
 * A photo of ../shared/faces by its name, or of another shared folder by
 * `folder/name` (the labelled liveness attacks: `faces-attacks/…`).
 */
export function readSharedFace(file: string): Buffer {
  return readFileSync(
    file.includes('/') ? join(dirname(sharedFacesDir), file) : join(sharedFacesDir, file),
  );
}
