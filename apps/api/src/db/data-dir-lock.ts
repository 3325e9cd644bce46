import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'kinetic.lock';

/** Whether a process with this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's folder held by this process: PGlite is one process's database, and a second
 * server opening the same folder corrupts its indexes. A lock file names the holder; a second server
 * is refused with what to do, and a lock left by a process that died is taken over. Answers the
 * release, for the database's close.
 */
export function holdDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (holder === process.pid) return () => undefined;
    if (Number.isInteger(holder) && isRunning(holder)) {
      throw new Error(
        `Another Kinetic server (process ${holder}) is using the embedded database in ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR (or a PostgreSQL server with DATABASE_URL). ' +
          `If no Kinetic server runs, that process id was reused: delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
}
