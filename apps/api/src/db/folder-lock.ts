// PGlite is a single-process database: two servers opening the same folder would
// corrupt it. A lock file holding the owner's pid keeps a second process out,
// and a lock left by a process that died is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class FolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database folder is in use by process ${ownerPid} (${lockFile}). ` +
        'Stop that server or set DATA_DIR to another folder.',
    );
  }
}

/** Takes the lock or throws FolderLockedError; returns the release function. */
export function lockFolder(lockFile: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockFile, 'utf8').trim());
      if (
        Number.isInteger(ownerPid) &&
        ownerPid > 0 &&
        ownerPid !== process.pid &&
        isAlive(ownerPid)
      ) {
        throw new FolderLockedError(lockFile, ownerPid);
      }
      rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

/** The pid of the live process holding the lock; null when none does (no lock, or a stale one). */
export function lockOwner(lockFile: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}
