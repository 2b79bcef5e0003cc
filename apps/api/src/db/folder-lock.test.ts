import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/app';
import { FolderLockedError, lockFolder } from './folder-lock';

describe('PGlite folder lock', () => {
  it('keeps a second opener out while the first holds the lock, and releases', () => {
    const lockFile = join(tempDir('lock'), 'pglite.lock');
    const release = lockFolder(lockFile);
    writeFileSync(lockFile, String(process.ppid)); // pretend another live process owns it
    expect(() => lockFolder(lockFile)).toThrow(FolderLockedError);
    writeFileSync(lockFile, String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const lockFile = join(tempDir('lock'), 'pglite.lock');
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = child.pid ?? 0;
    await new Promise((resolve) => child.once('close', resolve));
    writeFileSync(lockFile, String(deadPid));
    const release = lockFolder(lockFile);
    release();
  });
});
