import fs from 'node:fs';
import path from 'node:path';

export class FolderLockedError extends Error {}

/**
 * PGlite has no lock between processes and two processes on one folder corrupt it, so whoever opens
 * the embedded folder holds this lock. A lock left by a process that died is taken over.
 */
export function acquireFolderLock(folder: string): { release(): void } {
  const lockFile = path.join(folder, '..', 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new FolderLockedError(
          `The embedded database in ${folder} is in use by process ${holder} (probably the server). ` +
            'Two processes on one PGlite folder corrupt it. Stop that process first, or point this one at ' +
            'another DATA_DIR, or use PostgreSQL with DATABASE_URL.',
        );
      }
      fs.unlinkSync(lockFile); // stale: its process is gone
    }
  }
  throw new FolderLockedError(`Could not lock ${folder}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
