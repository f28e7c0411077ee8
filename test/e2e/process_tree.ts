import { readdirSync, readFileSync } from 'fs';

export interface TreeProcess {
  pid: number;
  /** The command's name (`/proc/<pid>/comm`: npm, sh, node …). */
  name: string;
  rssBytes: number;
  /**
   * Proportional set size: each page shared with other processes counted by its share. npm runs on
   * the system's node and the server on the project's (another binary), so what they share is
   * little more than the C libraries; the server's node binary pages are shared with any other
   * process running the project's node (the bench's own), which makes this figure a lower bound.
   */
  pssBytes: number;
}

function readProc(pid: string, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // ended meanwhile
  }
}

/** `root` and every process below it, with its resident memory (Linux /proc). */
export function processTree(root: number): TreeProcess[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(entry, 'stat');
    if (!stat) continue;
    // The name in parentheses may hold spaces: the parent id is the second field after it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: TreeProcess[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const status = readProc(String(pid), 'status');
    if (status) {
      const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      const name = (readProc(String(pid), 'comm') ?? '?').trim();
      const pssKb = Number(/^Pss:\s+(\d+) kB/m.exec(readProc(String(pid), 'smaps_rollup') ?? '')?.[1] ?? 0);
      tree.push({ pid, name, rssBytes: rssKb * 1024, pssBytes: pssKb * 1024 });
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}
