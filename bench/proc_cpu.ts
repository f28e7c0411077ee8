import { readdirSync, readFileSync } from 'fs';

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's utime and stime. */
const TICKS = 100;

export interface ProcCpu {
  parent: number;
  /** CPU seconds (user + system) used so far. */
  seconds: number;
  name: string;
}

/** A process's or thread's stat file (/proc/<pid>/stat, /proc/<pid>/task/<tid>/stat); undefined once it has ended. */
function readStat(pid: string, path = `/proc/${pid}/stat`): ProcCpu | undefined {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command's name is in parentheses and may hold spaces: the fields are counted after it.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS, name };
  } catch {
    return undefined;
  }
}

/** CPU seconds so far of every process, by pid. */
export function cpuByPid(): Map<number, ProcCpu> {
  const result = new Map<number, ProcCpu>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readStat(name);
    if (entry) result.set(Number(name), entry);
  }
  return result;
}

/** CPU seconds of `roots` and their descendants in a snapshot. */
export function treeSeconds(snapshot: Map<number, ProcCpu>, roots: number[]): number {
  let total = 0;
  const stack = [...roots];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += snapshot.get(pid)?.seconds ?? 0;
    for (const [child, info] of snapshot) if (info.parent === pid) stack.push(child);
  }
  return total;
}

/**
 * CPU seconds used so far by the server `pid` and its child processes (the workers of a
 * `server.workers` > 1 server): utime + stime from /proc, which counts only what the kernel ran
 * for those processes, whatever else shares the cores.
 */
export function serverCpuSeconds(pid: number): number {
  const own = readStat(String(pid));
  if (!own) return NaN;
  // A one-process server (the common case) needs no walk of every process on the machine.
  let children = 'unknown';
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  } catch {
    // A kernel without that file: walk every process.
  }
  return children ? treeSeconds(cpuByPid(), [pid]) : own.seconds;
}
