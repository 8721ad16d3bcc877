// CPU time spent while a piece of work runs: this process's (process.cpuUsage), other processes' of the
// benchmark (the worker's, from /proc) and the local Postgres server's (every process named postgres*,
// read from /proc: the commands' backends, the WAL writer, the checkpointer; other databases' work on the
// same server counts too, so measure on a quiet machine). With these, a figure can say how many commands the machine's cores could run at most, whatever the code
// waits on: cores / (CPU per command).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds of one process (user + system, from /proc), or null where /proc has none. */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** CPU milliseconds of every local process whose name starts with `postgres`, or null where /proc has none. */
function postgresCpuMs(): number | null {
  let ticks = 0;
  let seen = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen++;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return seen ? ticks * TICK_MS : null;
}

export interface CpuSpent<T> {
  result: T;
  /** This process's CPU milliseconds (user + system). */
  processMs: number;
  /** The local Postgres server's CPU milliseconds, null when it does not run on this machine. */
  postgresMs: number | null;
  /** The CPU milliseconds of the other processes asked for (the worker's), null when none was. */
  othersMs: number | null;
}

/** The CPU `work` costs this process, the local Postgres server and the processes `others` names. */
export async function cpuDuring<T>(work: () => Promise<T>, others: readonly number[] = []): Promise<CpuSpent<T>> {
  const othersNow = () => others.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);
  const pg0 = postgresCpuMs();
  const others0 = othersNow();
  const own0 = process.cpuUsage();
  const result = await work();
  const own = process.cpuUsage(own0);
  const others1 = othersNow();
  const pg1 = postgresCpuMs();
  return {
    result,
    processMs: (own.user + own.system) / 1000,
    postgresMs: pg0 === null || pg1 === null ? null : Math.max(0, pg1 - pg0),
    othersMs: others.length === 0 ? null : others1 - others0,
  };
}

/**
 * "CPU per command: ..." for a note, with the most the machine's cores could run at that cost (this
 * process's, the others' named `othersLabel`, and Postgres's).
 */
export function cpuPerCommand(spent: CpuSpent<unknown>, commands: number, processLabel: string, othersLabel = 'the worker'): string {
  const own = spent.processMs / commands;
  const others = spent.othersMs === null ? null : spent.othersMs / commands;
  const parts = [`${own.toFixed(2)} ms in ${processLabel}`, ...(others === null ? [] : [`${others.toFixed(2)} ms in ${othersLabel}`])];
  if (spent.postgresMs === null) return `CPU per command: ${parts.join(', ')}`;
  const db = spent.postgresMs / commands;
  const cores = cpus().length;
  return `CPU per command: ${parts.join(', ')}, ${db.toFixed(2)} ms in Postgres; ${cores} cores could run at most ${Math.round((cores * 1000) / (own + (others ?? 0) + db))}/s at that cost`;
}
