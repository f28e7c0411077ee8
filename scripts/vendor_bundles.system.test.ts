import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { vendorStandIns } from '../src/core/server/vendor_bundles';
import { buildVendorBundles, VENDORED, type VendorManifest } from './vendor_bundles';

const ROOT = resolve(__dirname, '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * A child process that puts the stand-ins of `vendorDir` in place (as the server's start does),
 * then uses both packages across their entry points and reports which files Node loaded.
 */
function runWithStandIns(vendorDir: string) {
  const script = `
    const { registerStandIns, vendorStandIns } = require(${JSON.stringify(join(ROOT, 'src/core/server/vendor_bundles.ts'))});
    const covered = registerStandIns(vendorStandIns(${JSON.stringify(ROOT)}, ${JSON.stringify(vendorDir)}));
    const { Type } = require('@sinclair/typebox');
    const { Value } = require('@sinclair/typebox/value');
    const { Kysely, SqliteDialect, sql } = require('kysely');
    // As @fastify/static and @fastify/send take them at their top: the packages stay unloaded until called.
    const { glob } = require('glob');
    const mime = require('mime');
    mime.default_type = 'application/octet-stream';
    const lazyBefore = Object.keys(require.cache).filter((f) => f.endsWith('/glob.js') || f.endsWith('/mime.js')).length;
    const lazyWork = { type: mime.getType('bundle.js'), unknown: mime.getType('x.unknown') || mime.default_type };
    const schema = Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false });
    const db = new Kysely({ dialect: new SqliteDialect({ database: new (require('better-sqlite3'))(':memory:') }) });
    const query = db.selectFrom('roles').select('name').where('name', '=', 'admin').compile();
    const specifiers = ${JSON.stringify(Object.values(VENDORED).flat())};
    const loaded = specifiers.filter((s) => require(s) && true);
    const packages = ${JSON.stringify(Object.keys(VENDORED))};
    glob('*.json', { cwd: ${JSON.stringify(ROOT)} }).then((matches) => {
    const files = Object.keys(require.cache);
    process.stdout.write(JSON.stringify({
      lazyBefore,
      lazyWork,
      globbed: matches.includes('package.json'),
      lazyAfter: Object.keys(require.cache).filter((f) => f.endsWith('/glob.js') || f.endsWith('/mime.js')).length,
      covered,
      valid: Value.Check(schema, { name: 'kim' }),
      invalid: Value.Check(schema, { name: '', extra: 1 }),
      sql: query.sql,
      raw: typeof sql,
      // Names stay as written (a stack trace through a bundle still says where it went).
      names: [SqliteDialect.name, Value.Check.name],
      loaded: loaded.length,
      fromVendor: files.filter((f) => f.startsWith(${JSON.stringify(vendorDir)})).length,
      fromPackages: Object.fromEntries(packages.map((p) => [p, files.filter((f) => f.includes('/node_modules/' + p + '/')).length])),
    }));
    });
  `;
  const result = spawnSync(process.execPath, [TSX, '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe('the server vendor bundles', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'vendor-'));
    buildVendorBundles(ROOT, out);
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('stand in for every entry point listed, the packages work through them, and LAZY ones load on their first call', () => {
    const entries = Object.values(VENDORED).flat().length;
    expect(vendorStandIns(ROOT, out).size).toBe(entries);
    const report = runWithStandIns(out);
    expect(report).toMatchObject({
      covered: entries,
      loaded: entries,
      valid: true,
      invalid: false,
      sql: 'select "name" from "roles" where "name" = ?',
      raw: 'function',
      names: ['SqliteDialect', 'Check'],
      // glob and mime: not one of their files until the first call, then their bundles.
      lazyBefore: 0,
      lazyWork: { type: 'application/javascript', unknown: 'application/octet-stream' },
      globbed: true,
      lazyAfter: 2,
      // Not one file of a bundled package is loaded from its folder.
      fromPackages: Object.fromEntries(Object.keys(VENDORED).map((name) => [name, 0])),
    });
    // Each entry's stand-in and each package's bundle.
    expect(report.fromVendor).toBe(entries + Object.keys(VENDORED).length);
  });

  it('are Latin-1 text without comments (V8 holds each source in memory for as long as the server runs)', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as VendorManifest;
    for (const name of Object.keys(manifest.packages)) {
      const entry = Object.values(manifest.packages[name].entries)[0];
      const bundleFile = /require\('\.\/([^']+)'\)/.exec(readFileSync(join(out, entry), 'utf8'))![1];
      const text = readFileSync(join(out, bundleFile), 'utf8');
      // One character above U+00FF makes V8 store the whole text with two bytes a character.
      expect([...text].filter((c) => c.charCodeAt(0) > 0xff)).toEqual([]);
      // No comment starts a line (esbuild kept kysely's and TypeBox's doc comments before).
      expect(text.split('\n').filter((line) => /^\s*(\/\*\*|\*\s|\/\/)/.test(line))).toEqual([]);
    }
  });

  it('are left out for a package whose installed version is not the one bundled', () => {
    const manifestFile = join(out, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const saved = JSON.stringify(manifest);
    manifest.packages.kysely.version = '0.0.1';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    try {
      const report = runWithStandIns(out);
      expect(report.covered).toBe(Object.values(VENDORED).flat().length - VENDORED.kysely.length);
      // kysely comes from its own files again; TypeBox still from its bundle.
      const fromPackages = report.fromPackages as Record<string, number>;
      expect(fromPackages.kysely).toBeGreaterThan(100);
      expect(fromPackages['@sinclair/typebox']).toBe(0);
      expect(report.sql).toBe('select "name" from "roles" where "name" = ?');
    } finally {
      writeFileSync(manifestFile, saved);
    }
  });
});
