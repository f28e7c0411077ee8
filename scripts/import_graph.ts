/**
 * The repository's import graph with type-only imports included: import-x/no-cycle follows value
 * imports only, and a circle through `import type` still ties two layers together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) sourceFiles(path, into);
    } else if (SOURCE.test(entry.name)) into.push(path);
  }
  return into;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile());
}

export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveRelative(file, i.fileName)).filter((t): t is string => !!t);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each as paths relative to `root`. */
export function importCycles(root: string, dirs: string[]): string[][] {
  const graph = importGraph(dirs.map((dir) => join(root, dir)));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * The arrows between the parts of `dir` (its folders and top-level files) that close a circle: for
 * every pair of parts that import each other, directly or through others, the imports from one
 * part to another inside such a circle, as `from → to` with the files that make it. Empty when the
 * parts form layers (each only imports parts below it).
 */
export function partCycles(root: string, dir: string): string[] {
  const base = join(root, dir);
  const files = [...importGraph([base])].filter(([file]) => !/\.test\.tsx?$|\/test_utils\//.test(file));
  return circleArrows(base, new Map(files));
}

/**
 * The same for the repository's top-level folders (`src`, `scripts`, `bench`, `test`), every file
 * counted, tests included: a folder that imports one that imports it back (say bench/ running
 * scripts/' helpers while scripts/ runs the bench) can be neither changed nor understood alone.
 */
export function folderCycles(root: string, dirs: string[]): string[] {
  return circleArrows(root, importGraph(dirs.map((dir) => join(root, dir))));
}

/** The imports between `base`'s first-level entries that lie on a circle of those entries. */
function circleArrows(base: string, graph: Map<string, string[]>): string[] {
  const partOf = (file: string) =>
    relative(base, file)
      .split('/')[0]
      .replace(/\.tsx?$/, '');
  const edges = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (!target.startsWith(base)) continue;
      const [from, to] = [partOf(file), partOf(target)];
      if (from === to) continue;
      const byTarget = edges.get(from) ?? new Map<string, string[]>();
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${relative(base, file)} → ${relative(base, target)}`]);
      edges.set(from, byTarget);
    }
  }
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return [...(edges.get(from)?.keys() ?? [])].some((next) => reaches(next, to, seen));
  };
  const arrows: string[] = [];
  for (const [from, byTarget] of edges)
    for (const [to, files] of byTarget) if (reaches(to, from)) arrows.push(`${from} → ${to}: ${files.join(', ')}`);
  return arrows.sort();
}
