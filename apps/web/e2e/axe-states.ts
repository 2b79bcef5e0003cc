// The screen states analysed in this run, shared by its workers through files
// in the run's data folder: a state is analysed once, and every test that
// reaches it again (a retry too) reports its violations again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FoundViolation } from './axe-in-page';

// Workers are forked by the run's main process: its pid names this run.
const folder = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), `axe-states-${process.ppid}`);
mkdirSync(folder, { recursive: true });
const known = new Map<string, FoundViolation[]>();

export const stateHash = (state: string) => createHash('sha1').update(state).digest('hex');

/** The violations found on this state, or undefined when it was not analysed yet. */
export function violationsOf(hash: string): FoundViolation[] | undefined {
  const cached = known.get(hash);
  if (cached) return cached;
  try {
    const stored = JSON.parse(readFileSync(path.join(folder, hash), 'utf8')) as FoundViolation[];
    known.set(hash, stored);
    return stored;
  } catch {
    return undefined;
  }
}

export function rememberViolations(hash: string, violations: FoundViolation[]): void {
  known.set(hash, violations);
  // Written whole, then renamed: another worker never reads half a file.
  const partial = path.join(folder, `${hash}.${process.pid}`);
  writeFileSync(partial, JSON.stringify(violations));
  renameSync(partial, path.join(folder, hash));
}
