/**
 * The built server's own code as a few bundles instead of one file per module (`npm run build`,
 * through build.ts; docs/performance.md, "The server's start"). Node.js keeps about 3 KB of heap
 * for every CommonJS module it loads (its Module object, wrapper, require function, exports,
 * cache entries): the 533 files tsc wrote for a start cost 1.5 MB before any of them ran. esbuild hoists the
 * modules of a bundle into one scope, so they cost little more than their code.
 *
 * Parts, each one file at the place tsc would write its first module:
 * * the main part (core/server/cli.js): what a start loads, from cli.ts and the plugins' server
 *   modules (registered in core's table of built plugins, so the plugin loader takes these very
 *   modules and every plugin shares the one core in this file);
 * * a lazy part for each module the code `require`s only when a feature is used (the REST
 *   listener, LDAP, SAML, syslog…) with what only it needs: V8 keeps the source of every script
 *   it loads, so such code stays out of the start's files;
 * * a common part for modules two lazy parts need and the start does not.
 * A module exists in one part only. Another part reaches it through its part's `bundledModule`
 * (its exports by source path), so there is one instance of each module, of core above all.
 *
 * Run as a process of its own (esbuild's plugins need its asynchronous API; buildServer is not):
 * `tsx scripts/server_bundle.ts <out dir>`. Writes `<out>/bundles.json` (ServerBundles).
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { existsSync, readdirSync, writeFileSync } from 'fs';
import { dirname, join, relative, sep } from 'path';

/** The module cli.js is built from; its part is the file `node` and `npm start` run. */
export const SERVER_ENTRY = 'src/core/server/cli.ts';
const MAIN_FILE = 'core/server/cli.js';
/** Modules the build itself calls in the built code (build.ts: the default configuration's compilation). */
export const BUILD_CALLS = ['src/plugins/security/server/backend/embedded/default_config.ts'];
const BUILT_PLUGINS = 'built-plugins';

export interface ServerBundles {
  /** Part file (relative to the out dir) → the source modules whose code it holds (paths relative to the root). */
  parts: Record<string, string[]>;
}

interface Part {
  file: string;
  modules: Set<string>;
  /** Modules other parts (or a lazy `require`) reach through this part's bundledModule. */
  exposed: Set<string>;
}

const posix = (path: string) => path.split(sep).join('/');
/** Where tsc would have written `module` (a source path relative to the root), relative to the out dir. */
const fileOf = (module: string) => module.replace(/^src\//, '').replace(/\.tsx?$/, '.js');
const isOwn = (module: string) => module.startsWith('src/');
/** A `require` or `import()` of a module of its own is a load on first use: the edge parts are cut at. */
const isLazy = (kind: string) => kind === 'require-call' || kind === 'dynamic-import';

function pluginDirs(root: string): string[] {
  const dir = join(root, 'src', 'plugins');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'server', 'index.ts')))
    .sort();
}

/** The built plugins' table: imported by the main part's entry before cli.ts, so it is filled before any start. */
function builtPluginsSource(root: string): string {
  const dirs = pluginDirs(root);
  return [
    `import { registerBuiltPlugins } from './src/core/server/plugins/built_plugins';`,
    ...dirs.map((dir, i) => `import * as plugin${i} from './src/plugins/${dir}/server';`),
    `registerBuiltPlugins({ ${dirs.map((dir, i) => `${JSON.stringify(dir)}: plugin${i}`).join(', ')} });`,
  ].join('\n');
}

/** The main part's entry: vendor bundles' hook first (before anything requires a vendored package), then the plugins, then cli.ts. */
function mainEntry(): string {
  return [
    `import './src/core/server/vendor_bundles';`,
    `import '${BUILT_PLUGINS}';`,
    `export * from './${SERVER_ENTRY.replace(/\.ts$/, '')}';`,
  ].join('\n');
}

/**
 * `bundledModule(path)`: the exports of one module of this part, as an object of getters (live
 * bindings) made when another part first asks. A namespace object per module (`import * as`) would
 * be built at start for every module a lazy part might ever need, with a closure per export.
 * A function declaration, hoisted: a lazy part loaded while cli.ts's own start is still running
 * synchronously (before this entry's last line) finds it and every module already evaluated.
 */
function exposing(exportsOf: ReadonlyMap<string, string[]>, modules: Iterable<string>): string {
  const list = [...modules].sort();
  const local = (i: number, j: number) => `m${i}_${j}`;
  return [
    ...list.map(
      (module, i) =>
        `import { ${exportsOf
          .get(module)!
          .map((name, j) => `${JSON.stringify(name)} as ${local(i, j)}`)
          .join(', ')} } from './${module.replace(/\.tsx?$/, '')}';`
    ),
    `export function bundledModule(path: string): unknown {`,
    `  switch (path) {`,
    ...list.map(
      (module, i) =>
        `    case ${JSON.stringify(module)}: return { ${exportsOf
          .get(module)!
          .map((name, j) => `get ${JSON.stringify(name)}() { return ${local(i, j)}; }`)
          .join(', ')} };`
    ),
    `  }`,
    `  throw new Error('No module ' + path + ' in this part of the server bundle');`,
    `}`,
  ].join('\n');
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  // Packages are required as published (or through build/vendor/'s stand-ins, vendor_bundles.ts).
  packages: 'external',
  logLevel: 'warning',
  // As in the vendor bundles: V8 keeps each script's source, so no comments or indentation; names
  // are kept for stack traces, and the source maps beside each part lead back to the TypeScript.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  charset: 'ascii',
} as const;

/** The names each of `modules` exports at run time (types are gone), from one esbuild pass. */
async function exportNames(root: string, modules: string[]): Promise<Map<string, string[]>> {
  const { metafile } = await build({
    ...common,
    entryPoints: modules,
    absWorkingDir: root,
    format: 'esm',
    outdir: join(root, 'build', 'exports-scan'),
    write: false,
    metafile: true,
    sourcemap: false,
  });
  const names = new Map<string, string[]>();
  for (const output of Object.values(metafile.outputs)) {
    if (output.entryPoint) names.set(output.entryPoint, output.exports);
  }
  return names;
}

function builtPluginsPlugin(root: string): Plugin {
  return {
    name: 'built-plugins',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${BUILT_PLUGINS}$`) }, () => ({ path: BUILT_PLUGINS, namespace: 'built' }));
      b.onLoad({ filter: /.*/, namespace: 'built' }, () => ({
        contents: builtPluginsSource(root),
        resolveDir: root,
        loader: 'ts',
      }));
    },
  };
}

/** Every module of the server, bundled once without writing, for its import graph. */
async function importGraph(root: string): Promise<Metafile> {
  const result = await build({
    ...common,
    stdin: { contents: mainEntry(), resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
    absWorkingDir: root,
    outfile: join(root, 'build', 'graph.js'),
    write: false,
    metafile: true,
    sourcemap: false,
    plugins: [builtPluginsPlugin(root)],
  });
  return result.metafile;
}

function closure(graph: Metafile, from: string[], stop: (module: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const module = queue.pop()!;
    if (seen.has(module) || stop(module)) continue;
    seen.add(module);
    for (const edge of graph.inputs[module]?.imports ?? []) {
      if (!edge.external && !isLazy(edge.kind)) queue.push(edge.path);
    }
  }
  return seen;
}

/** The parts, and which part holds each own module. */
function planParts(graph: Metafile): { parts: Part[]; owner: Map<string, Part> } {
  const entry = Object.keys(graph.inputs).find((module) => module === 'entry.ts')!;
  const main = closure(graph, [entry], () => false);
  const lazyRoots = new Set<string>();
  for (const input of Object.values(graph.inputs)) {
    for (const edge of input.imports) {
      if (!edge.external && isLazy(edge.kind) && isOwn(edge.path) && !main.has(edge.path)) lazyRoots.add(edge.path);
    }
  }
  // Each module outside the main part goes with the set of lazy roots that reach it.
  const reachedBy = new Map<string, string[]>();
  for (const root of [...lazyRoots].sort()) {
    for (const module of closure(graph, [root], (m) => main.has(m))) {
      reachedBy.set(module, [...(reachedBy.get(module) ?? []), root]);
    }
  }
  const mainPart: Part = { file: MAIN_FILE, modules: new Set([...main].filter(isOwn)), exposed: new Set() };
  const parts = [mainPart];
  const owner = new Map<string, Part>([...mainPart.modules].map((m) => [m, mainPart]));
  const bySignature = new Map<string, string[]>();
  for (const [module, roots] of reachedBy) {
    const signature = roots.join('\n');
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), module]);
  }
  for (const [signature, modules] of [...bySignature].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const roots = signature.split('\n');
    const named = roots.length === 1 ? roots[0] : modules.sort()[0];
    const part: Part = { file: fileOf(named), modules: new Set(modules), exposed: new Set() };
    parts.push(part);
    for (const module of modules) owner.set(module, part);
  }
  // What each part must hand out: modules another part imports, lazy roots, and the build's own calls.
  for (const [module, input] of Object.entries(graph.inputs)) {
    for (const edge of input.imports) {
      // The entries' own imports (cli.ts, the plugins' table) are not another part's.
      if (edge.external || !owner.has(edge.path) || (!owner.has(module) && !isLazy(edge.kind))) continue;
      if (isLazy(edge.kind) || owner.get(edge.path) !== owner.get(module)) owner.get(edge.path)!.exposed.add(edge.path);
    }
  }
  for (const module of BUILD_CALLS) owner.get(module)?.exposed.add(module);
  return { parts, owner };
}

/**
 * Resolves each own module outside `part` to a stand-in that takes it from its own part, and
 * each lazy `require` of one to the same (so the part is loaded with the first use, not before).
 */
function partsPlugin(root: string, out: string, part: Part, owner: Map<string, Part>): Plugin {
  const partDir = dirname(join(out, part.file));
  return {
    name: 'server-parts',
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === 'inner' || args.namespace === 'bundled') return undefined;
        const resolved = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        const module = posix(relative(root, resolved.path));
        const holder = owner.get(module);
        if (!holder || holder === part) return resolved;
        return { path: module, namespace: 'bundled', pluginData: holder };
      });
      b.onLoad({ filter: /.*/, namespace: 'bundled' }, (args) => {
        const holder = args.pluginData as Part;
        let target = posix(relative(partDir, join(out, holder.file)));
        if (!target.startsWith('.')) target = `./${target}`;
        return {
          contents: `module.exports = require(${JSON.stringify(target)}).bundledModule(${JSON.stringify(args.path)});`,
          loader: 'js',
        };
      });
      // The stand-in's own require names another part's file: Node.js loads it, not esbuild.
      b.onResolve({ filter: /.*/, namespace: 'bundled' }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/** Builds `part`; returns the source modules whose code esbuild put into its file. */
async function buildPart(
  root: string,
  out: string,
  part: Part,
  owner: Map<string, Part>,
  exportsOf: ReadonlyMap<string, string[]>
): Promise<string[]> {
  const isMain = part.file === MAIN_FILE;
  const contents = [isMain ? mainEntry() : '', exposing(exportsOf, part.exposed)].join('\n');
  const { metafile } = await build({
    ...common,
    stdin: { contents, resolveDir: root, sourcefile: `${part.file} (entry)`, loader: 'ts' },
    absWorkingDir: root,
    outfile: join(out, part.file),
    metafile: true,
    plugins: [...(isMain ? [builtPluginsPlugin(root)] : []), partsPlugin(root, out, part, owner)],
  });
  const [, output] = Object.entries(metafile.outputs).find(([file]) => file.endsWith('.js'))!;
  return Object.keys(output.inputs).filter(isOwn).sort();
}

/** Writes the parts into `out` (build/server) with their source maps and bundles.json. */
export async function buildServerBundles(root: string, out: string): Promise<ServerBundles> {
  const { parts, owner } = planParts(await importGraph(root));
  const exportsOf = await exportNames(
    root,
    parts.flatMap((part) => [...part.exposed])
  );
  const manifest: ServerBundles = { parts: {} };
  for (const part of parts) manifest.parts[part.file] = await buildPart(root, out, part, owner, exportsOf);
  writeFileSync(join(out, 'bundles.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

if (require.main === module) {
  buildServerBundles(process.cwd(), process.argv[2]).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
