/**
 * `npm test`: lint (ESLint, Prettier), type-check, unit and server tests (jest), build, browser tests (Playwright in
 * Debian's Chromium), the upstream OpenSearch API specification's security stories against the REST API listener,
 * the built server's HTTP smoke checks on Node.js 22 and 24 (scripts/node_lts.ts), then one plain line
 * `N passed, N failed` over all of them. `npm test -- lint|unit|e2e|api-spec|node-lts` runs one part.
 */
import { spawnSync } from 'child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'fs';
import { join, resolve } from 'path';
import { prepareKerberosAddon } from './kerberos_addon';
import { installedNode } from './node_lts_runtime';
import { ensureSystemPackages } from './system_packages';

const ROOT = resolve(__dirname, '..');
const TMP = join(ROOT, '.tmp');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Tally {
  name: string;
  passed: number;
  failed: number;
}
const tallies: Tally[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  process.stdout.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  return spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** `npm ci` on a machine without libkrb5-dev left the kerberos addon out: compiled once the headers are here. */
function ensureKerberosAddon() {
  const runtime = installedNode(ROOT, join(ROOT, '.cache', 'node-lts'));
  if (runtime) {
    try {
      process.stdout.write(`${prepareKerberosAddon(runtime, join(ROOT, 'node_modules', 'kerberos'))}\n`);
    } catch (error) {
      process.stderr.write(`${(error as Error).message} The Kerberos tests cannot run.\n`);
    }
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function typecheck() {
  const r = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  tallies.push({ name: 'typecheck', passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1 });
}

/** ESLint with zero warnings, then Prettier's check: one runner, counted as one result each. */
function lint() {
  const eslint = run(bin('eslint'), ['--max-warnings=0', '.']);
  tallies.push({ name: 'eslint', passed: eslint.status === 0 ? 1 : 0, failed: eslint.status === 0 ? 0 : 1 });
  const prettier = run(bin('prettier'), ['--check', '--log-level=warn', '.']);
  tallies.push({ name: 'prettier', passed: prettier.status === 0 ? 1 : 0, failed: prettier.status === 0 ? 0 : 1 });
}

function jest() {
  const out = join(TMP, 'jest-results.json');
  rmSync(out, { force: true });
  const r = run(bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`]);
  const res = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(out);
  if (!res) {
    tallies.push({ name: 'jest', passed: 0, failed: 1 });
    return;
  }
  const failed =
    res.numFailedTests + res.numRuntimeErrorTestSuites + (r.status !== 0 && res.numFailedTests === 0 ? 1 : 0);
  tallies.push({ name: 'jest', passed: res.numPassedTests, failed });
}

/** Test-only modules (tests, test utilities, fakes, mocks) must not ship in build/server. */
function checkNoTestFilesInBuild() {
  const testOnly = /(\.test\.|\/test_utils\/|test_harness|test_fakes|\/mocks\.)/;
  const found = (readdirSync(join(ROOT, 'build', 'server'), { recursive: true }) as string[]).filter((file) =>
    testOnly.test(`/${file.split('\\').join('/')}`)
  );
  if (found.length > 0) process.stderr.write(`Test-only files in build/server:\n  ${found.join('\n  ')}\n`);
  tallies.push({ name: 'build-clean', passed: found.length === 0 ? 1 : 0, failed: found.length === 0 ? 0 : 1 });
}

function build() {
  const r = run(process.execPath, [
    join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(ROOT, 'scripts', 'build.ts'),
  ]);
  tallies.push({ name: 'build', passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1 });
  if (r.status === 0) checkNoTestFilesInBuild();
  return r.status === 0;
}

function e2e() {
  const out = join(TMP, 'e2e-results.json');
  rmSync(out, { force: true });
  run(bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const res = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(out);
  if (!res) {
    tallies.push({ name: 'e2e', passed: 0, failed: 1 });
    return;
  }
  const { expected, unexpected, flaky, skipped } = res.stats;
  // A skipped browser test is a test that did not run: count it as failed.
  tallies.push({ name: 'e2e', passed: expected, failed: unexpected + flaky + skipped });
}

/**
 * The OpenSearch API specification's stories for the security plugin against the built server's
 * REST API listener (scripts/api_spec.ts prints a line per story): each story counts once.
 */
function apiSpec() {
  const out = join(TMP, 'api-spec-results.json');
  rmSync(out, { force: true });
  run(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'api_spec.ts')]);
  const res = readJson<{ passed: number; failed: number }>(out);
  tallies.push(res ? { name: 'api-spec', ...res } : { name: 'api-spec', passed: 0, failed: 1 });
}

/**
 * The built server on each Node.js LTS line (the npm registry's `node` package, better-sqlite3
 * compiled for it) answering the HTTP smoke checks (scripts/node_lts.ts): each check counts once.
 */
function nodeLts() {
  const out = join(TMP, 'node-lts-results.json');
  rmSync(out, { force: true });
  run(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'node_lts.ts')]);
  const res = readJson<{ passed: number; failed: number }>(out);
  tallies.push(res ? { name: 'node-lts', ...res } : { name: 'node-lts', passed: 0, failed: 1 });
}

mkdirSync(TMP, { recursive: true });
const only = process.argv[2];
if (only !== 'lint') {
  ensureSystemPackages();
  ensureKerberosAddon();
}
if (!only || only === 'lint') lint();
if (!only || only === 'unit') {
  typecheck();
  jest();
}
if (!only || only === 'e2e' || only === 'api-spec' || only === 'node-lts') {
  if (build()) {
    if (!only || only === 'e2e') e2e();
    if (!only || only === 'api-spec') apiSpec();
    if (!only || only === 'node-lts') nodeLts();
  }
}

for (const t of tallies) process.stdout.write(`${t.name}: ${t.passed} passed, ${t.failed} failed\n`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
