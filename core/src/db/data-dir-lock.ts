// PGlite is Postgres in one process: two processes that open the same data folder corrupt it. Whoever
// opens an embedded database on disk (the server, `npm run migrate`, `replay`, `backup` and `restore`
// when no server runs) first takes `<folder>.lock`, a file created exclusively that names its process.
// A lock whose process is gone (a crash, a kill) is stale and taken over.

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

/** Locks taken by this process, so that a lock file naming our own pid is told apart from a stale one. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file of a PGlite data folder. */
export function lockFileOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** Takes the folder's lock, or throws DataDirInUseError naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (held.has(file)) throw new DataDirInUseError(`${dataDir} is already open in this process`);
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new DataDirInUseError(`${dataDir} is in use by process ${pid} (a running server?). Stop it first, or use npm run backup, which asks the running server.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`${dataDir} could not be locked`);
}
