/**
 * `npx tsx bench/tools/callgrind_jit_names.ts <callgrind file> <perf map> [<callgrind file> <perf map>]`
 * (`REQUESTS`: the window's requests, 1,000; `TOP`: rows, 40): a counted
 * window's self instructions by function, with V8's generated code named. callgrind cannot name
 * JIT code (it shows `???` or a bare address); node's `--perf-basic-prof` writes each compiled
 * function's address range to /tmp/perf-<pid>.map. Run the counting bench with
 * `KEEP=<dir> NODE_EXTRA=--perf-basic-prof VALGRIND_EXTRA=--dump-instr=yes` (so callgrind writes
 * a cost per instruction address), then give this the window's file and the server's map.
 * Prints the TOP functions by self instructions per request; given two windows (plain Fastify's,
 * then the product's), the functions by how many more the second executes than the first.
 * Code V8 moved or freed after the map named it may be misnamed; a bare address stays one.
 */
import { readFileSync } from 'fs';

interface Mapped {
  start: number;
  end: number;
  name: string;
}

function readPerfMap(file: string): Mapped[] {
  const entries: Mapped[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (!match) continue;
    const start = parseInt(match[1], 16);
    entries.push({ start, end: start + parseInt(match[2], 16), name: match[3] });
  }
  // The latest entry for an address wins (V8 reuses freed code space): stable sort, later last.
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.start - b.e.start || a.i - b.i)
    .map(({ e }) => e);
}

/** The name of the latest-started range holding `address`, by binary search then a short walk back. */
function nameAt(map: Mapped[], address: number): string | undefined {
  let lo = 0;
  let hi = map.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (map[mid].start <= address) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let i = found; i >= 0 && i > found - 64; i--) if (address < map[i].end) return map[i].name;
  return undefined;
}

/** A position field: absolute (hex or decimal), relative to the last (`+n`, `-n`) or the same (`*`). */
function position(field: string, last: number): number {
  if (field === '*') return last;
  if (field[0] === '+') return last + Number(field.slice(1));
  if (field[0] === '-') return last - Number(field.slice(1));
  return field.startsWith('0x') ? parseInt(field, 16) : Number(field);
}

/** Self Ir by function name: callgrind's name, or the perf map's for unnamed (JIT) code. */
export function selfCosts(callgrindFile: string, map: Mapped[]): Map<string, number> {
  const text = readFileSync(callgrindFile, 'utf8');
  const names = new Map<string, string>();
  const costs = new Map<string, number>();
  let positions = ['line'];
  let fn = '';
  let last: number[] = [];
  let callLine = false;
  const compressed = (kind: string, rest: string): string => {
    // `(id) name` defines an id, `(id)` refers to one.
    const match = /^\((\d+)\)(?: (.*))?$/.exec(rest);
    if (!match) return rest;
    const key = `${kind}${match[1]}`;
    if (match[2] !== undefined) names.set(key, match[2]);
    return names.get(key) ?? rest;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('positions:')) {
      positions = line.slice(10).trim().split(/\s+/);
      last = positions.map(() => 0);
      continue;
    }
    if (line.startsWith('fn=')) {
      fn = compressed('fn', line.slice(3));
      continue;
    }
    if (line.startsWith('cfn=') || line.startsWith('cfi=') || line.startsWith('cfl=') || line.startsWith('cob=')) {
      const eq = line.indexOf('=');
      compressed(line.slice(0, eq) === 'cfn' ? 'fn' : 'fl', line.slice(eq + 1));
      continue;
    }
    if (line.startsWith('fl=') || line.startsWith('fi=') || line.startsWith('fe=')) {
      compressed('fl', line.slice(3));
      continue;
    }
    if (line.startsWith('ob=')) continue;
    if (line.startsWith('calls=')) {
      callLine = true;
      continue;
    }
    const first = line[0];
    if (!(first === '+' || first === '-' || first === '*' || (first >= '0' && first <= '9'))) continue;
    const fields = line.split(' ');
    for (let i = 0; i < positions.length; i++) last[i] = position(fields[i], last[i]);
    // The line after `calls=` is the call's inclusive cost, not the caller's own.
    if (callLine) {
      callLine = false;
      continue;
    }
    const ir = Number(fields[positions.length] ?? 0);
    if (!ir) continue;
    let name = fn;
    if (fn === '???' || /^0x[0-9a-f]+$/i.test(fn)) {
      const at = positions[0] === 'instr' ? last[0] : undefined;
      const jit = at !== undefined ? nameAt(map, at) : undefined;
      // Without the compiler tier's mark, the tree's own path and the line:column, so that two builds' names match.
      name = jit
        ? jit
            .replace(/^JS:[*+~^]?'?/, 'JS:')
            .replace(/ \/\S*?\/(build|node_modules)\//, ' $1/')
            .replace(/:\d+:\d+$/, '')
        : fn;
    }
    costs.set(name, (costs.get(name) ?? 0) + ir);
  }
  return costs;
}

const perRequest = (ir: number, requests: number) => (ir / requests).toFixed(0).padStart(8);

function main() {
  const files = process.argv.slice(2);
  if (files.length !== 2 && files.length !== 4)
    throw new Error('usage: callgrind_jit_names.ts <callgrind file> <perf map> [<callgrind file> <perf map>]');
  const requests = Number(process.env.REQUESTS ?? 1000);
  const top = Number(process.env.TOP ?? 40);
  const a = selfCosts(files[0], readPerfMap(files[1]));
  const total = (costs: Map<string, number>) => [...costs.values()].reduce((x, y) => x + y, 0);
  if (files.length === 2) {
    process.stdout.write(`total ${perRequest(total(a), requests)} instructions per request\n`);
    for (const [name, ir] of [...a.entries()].sort((x, y) => y[1] - x[1]).slice(0, top))
      process.stdout.write(
        `${perRequest(ir, requests)}  ${((100 * ir) / total(a)).toFixed(1).padStart(5)}%  ${name}\n`
      );
    return;
  }
  const b = selfCosts(files[2], readPerfMap(files[3]));
  process.stdout.write(
    `totals per request: first ${perRequest(total(a), requests)}, second ${perRequest(total(b), requests)}\n`
  );
  process.stdout.write('   first   second     more  function\n');
  const names = new Set([...a.keys(), ...b.keys()]);
  const rows = [...names].map((name) => ({ name, x: a.get(name) ?? 0, y: b.get(name) ?? 0 }));
  const sorted = rows.sort((p, q) => q.y - q.x - (p.y - p.x));
  const line = ({ name, x, y }: { name: string; x: number; y: number }) =>
    `${perRequest(x, requests)} ${perRequest(y, requests)} ${perRequest(y - x, requests)}  ${name}\n`;
  for (const row of sorted.slice(0, top)) process.stdout.write(line(row));
  process.stdout.write('   …\n');
  for (const row of sorted.slice(-top)) process.stdout.write(line(row));
}

if (require.main === module) main();
