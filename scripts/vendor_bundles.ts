/**
 * The build's server vendor bundles: kysely and TypeBox (262 and 200 modules loaded at start), ajv
 * (85), prom-client (32), yaml, @opentelemetry/api and semver are published as many small CommonJS
 * files, and Node.js resolves, reads, wraps and compiles each one. Bundled into one file per
 * package (esbuild), with the server's own code bundled too (server_bundle.ts), the server loads
 * 184 modules at start instead of 1,370, and a restart is sooner and smaller (docs/performance.md,
 * "The server's start").
 *
 * Each package's entry points listed here go into one bundle, so its modules exist once however
 * many of them the server asks for; an entry point's modules run when that entry is first asked
 * for (TypeBox's value module is in TypeBox's bundle, and a start that never asks for it does not
 * build its 0.4 MB of heap). The server's start (src/core/server/vendor_bundles.ts)
 * substitutes the bundle only for the very files listed in build/vendor/manifest.json, and only
 * while the installed package has the version it was bundled from; anything else resolves as usual.
 *
 * LAZY packages are required at start by a library the server loads but called only by a later
 * request: their stand-in holds the functions named there and loads the bundle on the first call.
 */
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join, relative } from 'path';

/** Package → the specifiers the server requires of it. Nothing else may reach into its files. */
export const VENDORED: Record<string, string[]> = {
  kysely: ['kysely'],
  '@sinclair/typebox': ['@sinclair/typebox', '@sinclair/typebox/value'],
  yaml: ['yaml'],
  // fastify's and prom-client's, at their top-level versions only (the hook matches the very files).
  semver: ['semver'],
  '@opentelemetry/api': ['@opentelemetry/api'],
  glob: ['glob'],
  mime: ['mime'],
  // The product's and Fastify's validators (85 files at start), with every path of theirs that a
  // dependency requires (a file loaded beside the bundle would be a second copy of ajv's classes).
  ajv: ['ajv', 'ajv/dist/jtd', 'ajv/dist/compile/codegen', 'ajv/dist/runtime/equal', 'ajv/dist/standalone'],
  'ajv-formats': ['ajv-formats', 'ajv-formats/dist/formats'],
  // The metrics (32 files, with tdigest and bintrees).
  'prom-client': ['prom-client'],
};

/**
 * Package → the functions its stand-in calls through (anything else read from it loads the bundle
 * too). @fastify/static requires glob at its top but calls it only for `wildcard: false`, which the
 * server does not use (0.7 MB of heap); @fastify/send requires mime at its top and asks it for a
 * file's type when it sends one (0.35 MB) — no authenticated API request does.
 */
export const LAZY: Record<string, string[]> = {
  glob: ['glob'],
  mime: ['getType', 'getExtension', 'define'],
};

/** The stand-in of an entry of a LAZY package: `functions` call into the bundle, which loads on the first call. */
function lazyStandIn(bundle: string, specifier: string, functions: string[]): string {
  return [
    '"use strict";',
    'let loaded;',
    `const load = () => (loaded ??= require('./${bundle}')[${JSON.stringify(specifier)}]);`,
    `const standIn = {${functions.map((f) => `${JSON.stringify(f)}(...args) { return load()[${JSON.stringify(f)}](...args); }`).join(', ')}};`,
    // Values set on it (send.mime.default_type) stay on the stand-in; anything else is read from the package.
    'module.exports = new Proxy(standIn, { get: (target, key) => (key in target ? target[key] : load()[key]) });',
    '',
  ].join('\n');
}

export interface VendorManifest {
  /** Package name → its version, and each entry file (relative to the root) → the file standing in for it (in the manifest's folder). */
  packages: Record<string, { version: string; entries: Record<string, string> }>;
}

const fileName = (name: string) => name.replace(/^@/, '').replace(/[^a-z0-9]+/gi, '_');

/** The vendored package `specifier` belongs to, if any. */
const vendoredPackageOf = (specifier: string) =>
  Object.keys(VENDORED).find((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * Another vendored package stays out of a bundle (ajv-formats and prom-client ask for ajv and
 * @opentelemetry/api): esbuild leaves its requires as they are, and here each becomes a require of
 * that entry's stand-in beside the bundle, so every package exists once wherever the bundles are.
 * A path of it that VENDORED does not list would be a second copy: the build fails.
 */
function requireOtherBundles(name: string, code: string): string {
  return code.replace(/\brequire\("([^"]+)"\)/g, (call, specifier: string) => {
    const owner = vendoredPackageOf(specifier);
    if (!owner || owner === name) return call;
    if (!VENDORED[owner].includes(specifier)) {
      throw new Error(`${name}'s bundle requires ${specifier}, which VENDORED does not list for ${owner}`);
    }
    return `require("./${fileName(specifier)}.entry.js")`;
  });
}

/** Writes `out` (build/vendor/): one bundle per package, a file per entry point, and the manifest. */
export function buildVendorBundles(root: string, out: string): VendorManifest {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const manifest: VendorManifest = { packages: {} };
  for (const [name, specifiers] of Object.entries(VENDORED)) {
    const packageFile = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(packageFile)) continue; // not a dependency of this tree: nothing to stand in for
    const version = (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;
    const bundle = `${fileName(name)}.js`;
    const source = `module.exports = {${specifiers.map((s) => `get ${JSON.stringify(s)}() { return require(${JSON.stringify(s)}); }`).join(', ')}};\n`;
    buildSync({
      stdin: { contents: source, resolveDir: root, sourcefile: `${name} (vendor entry)` },
      external: Object.keys(VENDORED)
        .filter((other) => other !== name)
        .flatMap((other) => [other, `${other}/*`]),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      outfile: join(out, bundle),
      logLevel: 'warning',
      // V8 keeps each module's source text in memory for as long as the server runs (lazy
      // compilation, Function.prototype.toString). Without comments and indentation it is half
      // the size, and it stays Latin-1: one em dash in a comment made kysely's 0.7 MB bundle a
      // two-byte string, 1.4 MB. Names are kept, so stack traces still read.
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'inline',
    });
    writeFileSync(join(out, bundle), requireOtherBundles(name, readFileSync(join(out, bundle), 'utf8')));
    const entries: Record<string, string> = {};
    for (const specifier of specifiers) {
      const standIn = `${fileName(specifier)}.entry.js`;
      writeFileSync(
        join(out, standIn),
        LAZY[name]
          ? lazyStandIn(bundle, specifier, LAZY[name])
          : `module.exports = require('./${bundle}')[${JSON.stringify(specifier)}];\n`
      );
      entries[relative(root, require.resolve(specifier, { paths: [root] }))] = standIn;
    }
    manifest.packages[name] = { version, entries };
  }
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
