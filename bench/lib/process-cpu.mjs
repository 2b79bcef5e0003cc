// CPU time spent by other processes (a server child, nginx, the database's
// backends), read from /proc, so a benchmark can say where a request's CPU
// went on this machine and not only how long it took.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/** User plus system CPU seconds of process `pid` (all its threads); 0 when it is gone. */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The summed CPU seconds of `pids`. */
export const cpuSecondsOf = (pids) => pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);

/** This process's own CPU seconds (every thread: the face workers too). */
export function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** The processes whose parent is `pid` (nginx's workers under its master). */
export function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) {
        children.push(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
