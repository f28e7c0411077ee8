/**
 * `npm test`: every level of the suite, then one plain line `N passed, N failed` over all of them
 * (docs/development.md, "Tests"). The levels, by file name:
 *   lint         ESLint, Prettier and the type-check;
 *   unit         `*.test.ts(x)`: no server, no network, no other process, no waiting on time;
 *   integration  `*.integration.test.ts` and `*.store.test.ts`: an in-process server, on SQLite;
 *   store        `*.store.test.ts` again, on PostgreSQL (the files that touch store code);
 *   system       `*.system.test.ts`: other processes (KDC, slapd, rsyslog, Prometheus, workers,
 *                the CLI, crashes), on both stores where they ask for them;
 *   e2e          the build, then test/e2e in Debian's Chromium;
 *   api-spec     the upstream OpenSearch API specification's security stories (REST listener);
 *   node-lts     the built server's HTTP smoke checks on Node.js 22 and 24.
 * `npm test -- <level>` runs one. Each level's time and the slowest files are printed at the end.
 */
import { spawnSync } from 'child_process';
import { performance } from 'perf_hooks';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'fs';
import { join, relative, resolve } from 'path';
import { prepareKerberosAddon } from './kerberos_addon';
import { installedNode, runtimesCache } from './node_lts_runtime';
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
/** Wall time per level, and each test file's own time (jest's and Playwright's reports). */
const levelTimes: Array<{ level: string; seconds: number }> = [];
const fileTimes: Array<{ file: string; level: string; seconds: number }> = [];

function timed(level: string, work: () => void) {
  const started = performance.now();
  work();
  levelTimes.push({ level, seconds: (performance.now() - started) / 1000 });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  process.stdout.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  return spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** `npm ci` on a machine without libkrb5-dev left the kerberos addon out: compiled once the headers are here. */
function ensureKerberosAddon() {
  const runtime = installedNode(ROOT, runtimesCache());
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

/** The jest levels: which files each runs (by name), and which stores `TEST_STORES` gives them. */
const JEST_LEVELS = {
  unit: { ignore: '\\.(integration|store|system)\\.test\\.tsx?$' },
  integration: { match: '\\.(integration|store)\\.test\\.tsx?$', stores: 'sqlite' },
  store: { match: '\\.store\\.test\\.tsx?$', stores: 'postgres' },
  system: { match: '\\.system\\.test\\.tsx?$' },
} as const satisfies Record<string, { match?: string; ignore?: string; stores?: string }>;
type JestLevel = keyof typeof JEST_LEVELS;

function jest(level: JestLevel) {
  const out = join(TMP, `jest-${level}-results.json`);
  rmSync(out, { force: true });
  const spec: { match?: string; ignore?: string; stores?: string } = JEST_LEVELS[level];
  const select = spec.match ? ['--testPathPatterns', spec.match] : ['--testPathIgnorePatterns', spec.ignore ?? ''];
  const r = run(
    bin('jest'),
    ['--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`, ...select],
    spec.stores ? { STORE_TESTS: spec.stores } : {}
  );
  const res = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
    numTotalTestSuites: number;
    testResults: Array<{ name: string; startTime: number; endTime: number }>;
  }>(out);
  if (!res) {
    tallies.push({ name: level, passed: 0, failed: 1 });
    return;
  }
  for (const file of res.testResults) {
    fileTimes.push({ file: relative(ROOT, file.name), level, seconds: (file.endTime - file.startTime) / 1000 });
  }
  const failed =
    res.numFailedTests + res.numRuntimeErrorTestSuites + (r.status !== 0 && res.numFailedTests === 0 ? 1 : 0);
  // A level that finds no file has lost its tests (a renamed suffix): that is a failure.
  tallies.push({ name: level, passed: res.numPassedTests, failed: failed + (res.numTotalTestSuites === 0 ? 1 : 0) });
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

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
}

/** The time a spec file's tests took, summed over its tests' runs (workers run files apart). */
function suiteSeconds(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((r) => r.duration)));
  return (
    own.reduce((sum, ms) => sum + ms, 0) + (suite.suites ?? []).reduce((sum, child) => sum + suiteSeconds(child), 0)
  );
}

function e2e() {
  const out = join(TMP, 'e2e-results.json');
  rmSync(out, { force: true });
  run(bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const res = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
  }>(out);
  if (!res) {
    tallies.push({ name: 'e2e', passed: 0, failed: 1 });
    return;
  }
  for (const suite of res.suites ?? []) {
    fileTimes.push({ file: join('test', 'e2e', suite.file), level: 'e2e', seconds: suiteSeconds(suite) / 1000 });
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

const LEVELS = ['lint', 'unit', 'integration', 'store', 'system', 'e2e', 'api-spec', 'node-lts'] as const;
type Level = (typeof LEVELS)[number];

mkdirSync(TMP, { recursive: true });
const only = process.argv[2];
if (only !== undefined && !(LEVELS as readonly string[]).includes(only)) {
  process.stderr.write(`Unknown level "${only}". The levels: ${LEVELS.join(', ')}.\n`);
  process.exit(2);
}
const wanted = (level: Level) => only === undefined || only === level;
if (only !== 'lint' && only !== 'unit') {
  ensureSystemPackages();
  ensureKerberosAddon();
}
if (wanted('lint'))
  timed('lint', () => {
    lint();
    typecheck();
  });
for (const level of ['unit', 'integration', 'store', 'system'] as const) {
  if (wanted(level)) timed(level, () => jest(level));
}
if (wanted('e2e') || wanted('api-spec') || wanted('node-lts')) {
  let built = false;
  timed('build', () => {
    built = build();
  });
  if (built) {
    if (wanted('e2e')) timed('e2e', e2e);
    if (wanted('api-spec')) timed('api-spec', apiSpec);
    if (wanted('node-lts')) timed('node-lts', nodeLts);
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
process.stdout.write('\nTime per level:\n');
for (const { level, seconds } of levelTimes)
  process.stdout.write(`  ${pad(level, 12)} ${seconds.toFixed(0).padStart(5)} s\n`);
const total = levelTimes.reduce((sum, t) => sum + t.seconds, 0);
process.stdout.write(`  ${pad('total', 12)} ${total.toFixed(0).padStart(5)} s\n`);
if (fileTimes.length > 0) {
  process.stdout.write('The 10 slowest test files:\n');
  for (const { file, level, seconds } of [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${pad(level, 11)} ${file}\n`);
  }
}
for (const t of tallies) process.stdout.write(`${t.name}: ${t.passed} passed, ${t.failed} failed\n`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
