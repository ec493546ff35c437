/**
 * CPU time of another process from /proc/PID/stat (Linux), for the bench's cluster section: the
 * hub nodes are separate processes, measured from outside (test/bench/cluster.ts, cluster-clients.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
const TICKS = clockTicks();

/** utime + stime of a process (all its threads), in seconds; resolution 1 / CLK_TCK (10 ms here). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces: count the fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5) (utime, stime) are the 12th and 13th after "pid (comm)".
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Busy and total jiffies of each CPU (/proc/stat `cpuN` lines): busy = all but idle and iowait. */
export function cpuTimes(): { busy: number; total: number }[] {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const n = line.trim().split(/\s+/).slice(1).map(Number);
      const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
      return { busy: total - n[3]! - n[4]!, total };
    });
}

/** Each CPU's busy fraction between two `cpuTimes()` readings. */
export function busyFractions(before: readonly { busy: number; total: number }[], after: readonly { busy: number; total: number }[]): number[] {
  return after.map((a, i) => {
    const b = before[i] ?? { busy: 0, total: 0 };
    return a.total > b.total ? +((a.busy - b.busy) / (a.total - b.total)).toFixed(3) : 0;
  });
}

/** The pid of a local process named `comm` (e.g. nats-server), if one runs and is readable. */
export function findProcess(comm: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}
