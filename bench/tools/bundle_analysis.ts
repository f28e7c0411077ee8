/**
 * What /app/home's JavaScript is made of (issue 43): the files Chromium fetches for a signed-in
 * home page (as bundle_size.ts counts them), each with its chunk and gzip size, and the modules
 * in them grouped by package or source folder.
 *
 *   BUNDLE_STATS=1 npm run build:public && npx tsx bench/tools/bundle_analysis.ts
 *
 * A file's gzip size is measured; a group's share of it is the share of the file's minified bytes
 * that the group's modules became (read from the source maps that build writes to build/bundle_maps),
 * so the group column is an estimate of where the bytes are, the file column the figure.
 * 1 KB = 1000 B, as in the issue.
 */
import { readFileSync } from 'fs';
import { resolve } from 'path';
import { measureHomeJavaScript } from '../bundle_size';
import { median } from '../util';

const STATS = resolve(__dirname, '..', '..', 'build', 'bundle_stats.json');
const MAPS = resolve(__dirname, '..', '..', 'build', 'bundle_maps');
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

interface StatsChunk {
  id: string | number;
  names: string[];
  initial: boolean;
  files: string[];
  modules: Array<{ name: string; size: number }>;
}

export interface HomeFile {
  file: string;
  chunk: string;
  raw: number;
  gzip: number;
}

export interface HomeAnalysis {
  runs: number[];
  files: HomeFile[];
  groups: Array<{ group: string; gzip: number; modules: number }>;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The row a module counts under: an EUI component or service folder, a package, a source folder. */
export function moduleGroup(name: string): string {
  const eui = /node_modules\/@elastic\/eui\/optimize\/es\/([^/]+)(?:\/([^/.]+))?/.exec(name);
  if (eui) return eui[1] === 'components' || eui[1] === 'services' ? `eui ${eui[1]}/${eui[2]}` : `eui ${eui[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (pkg) return pkg[1];
  const plugin = /^src\/plugins\/([^/]+)\/public\/([^/.]+)/.exec(name);
  if (plugin) return `src/plugins/${plugin[1]}/public/${plugin[2]}`;
  const core = /^src\/core\/public\/([^/.]+)/.exec(name);
  if (core) return `src/core/public/${core[1]}`;
  return name;
}

/** One source map field list per segment, the VLQ of the source map format decoded. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** How many bytes of a minified file each of its source modules became (by its source map). */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (source: string, n: number) => out.set(source, (out.get(source) ?? 0) + n);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    let from = 0;
    let owner = -1;
    for (const segment of mappings.split(',')) {
      if (!segment) continue;
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn;
      add(owner >= 0 ? map.sources[owner] : '(webpack)', Buffer.byteLength(line.slice(from, column)));
      from = column;
      if (dSource !== undefined) source += dSource;
      owner = dSource !== undefined ? source : -1;
    }
    add(owner >= 0 ? map.sources[owner] : '(webpack)', Buffer.byteLength(line.slice(from)));
  });
  return out;
}

/** webpack://name/./node_modules/x.js -> node_modules/x.js */
const sourcePath = (source: string) => source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');

function readMap(file: string): { sources: string[]; mappings: string } | undefined {
  try {
    return JSON.parse(readFileSync(resolve(MAPS, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  } catch {
    return undefined;
  }
}

function readStats(): StatsChunk[] {
  try {
    return (JSON.parse(readFileSync(STATS, 'utf8')) as { chunks: StatsChunk[] }).chunks;
  } catch {
    throw new Error(`${STATS} is missing: run BUNDLE_STATS=1 npm run build:public first`);
  }
}

export async function analyseHome(runs = 3): Promise<HomeAnalysis> {
  const chunks = readStats();
  const byFile = new Map<string, StatsChunk>();
  for (const chunk of chunks) for (const file of chunk.files) byFile.set(file, chunk);

  const totals: number[] = [];
  let last: Awaited<ReturnType<typeof measureHomeJavaScript>> | undefined;
  for (let i = 0; i < runs; i++) {
    last = await measureHomeJavaScript();
    totals.push(last.gzip);
  }
  const files: HomeFile[] = [];
  const groups = new Map<string, { gzip: number; modules: number }>();
  for (const script of last!.scripts) {
    const file = new URL(script.url).pathname.replace(/^.*\/bundles\//, '');
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`${file} is not in ${STATS}: it is from another build; rebuild with BUNDLE_STATS=1`);
    files.push({ file, chunk: chunk.names.join(',') || `#${chunk.id}`, raw: script.raw, gzip: script.gzip });
    // Minified bytes per module from the source map; without one, the modules' source sizes.
    const map = readMap(file);
    const sizes = map
      ? [...bytesBySource(script.body, map)].map(([name, size]) => ({ name: sourcePath(name), size }))
      : chunk.modules;
    const total = sizes.reduce((n, m) => n + m.size, 0) || 1;
    for (const m of sizes) {
      const key = moduleGroup(m.name);
      const group = groups.get(key) ?? { gzip: 0, modules: 0 };
      group.gzip += (script.gzip * m.size) / total;
      group.modules += 1;
      groups.set(key, group);
    }
  }
  return {
    runs: totals,
    files: files.sort((a, b) => b.gzip - a.gzip),
    groups: [...groups].map(([group, g]) => ({ group, ...g })).sort((a, b) => b.gzip - a.gzip),
  };
}

export function printHomeAnalysis(r: HomeAnalysis, topGroups = 40) {
  const out: string[] = [];
  out.push(
    `/app/home JavaScript, gzip: ${kb(median(r.runs))} KB (median of ${r.runs.length}: ${r.runs.map(kb).join(', ')} KB)`,
    '',
    '| file | chunk | gzip KB | raw KB |',
    '|---|---|---:|---:|',
    ...r.files.map((f) => `| ${f.file} | ${f.chunk} | ${kb(f.gzip)} | ${kb(f.raw)} |`),
    '',
    '| module group | modules | ≈ gzip KB |',
    '|---|---:|---:|',
    ...r.groups.slice(0, topGroups).map((g) => `| ${g.group} | ${g.modules} | ${kb(g.gzip)} |`)
  );
  const rest = r.groups.slice(topGroups);
  if (rest.length > 0) {
    const gzip = rest.reduce((n, g) => n + g.gzip, 0);
    const modules = rest.reduce((n, g) => n + g.modules, 0);
    out.push(`| ${rest.length} other groups | ${modules} | ${kb(gzip)} |`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

if (require.main === module) {
  analyseHome(Number(process.env.BENCH_RUNS ?? 3))
    .then((r) => printHomeAnalysis(r, Number(process.env.BUNDLE_GROUPS ?? 40)))
    .catch((e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    });
}
